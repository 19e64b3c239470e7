package dev.cairn;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.cairn.access.AccessConfig;
import dev.cairn.access.x402.X402Config;
import dev.cairn.api.HttpUrls;
import dev.cairn.http.RequestLimitsConfig;
import dev.cairn.mcp.McpConfig;
import dev.cairn.store.redis.RedisConfig;
import dev.cairn.store.sql.DatabaseConfig;
import io.dropwizard.core.Configuration;
import io.dropwizard.validation.ValidationMethod;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

public class CairnConfiguration extends Configuration {
    /** Where embedded Redis and PostgreSQL keep their data ({@code redis/}, {@code postgres/}). */
    @JsonProperty
    @NotBlank
    private String dataDir = "./data";

    @JsonProperty
    @Valid
    @NotNull
    private RedisConfig redis = new RedisConfig();

    @JsonProperty
    @Valid
    @NotNull
    private DatabaseConfig database = new DatabaseConfig();

    /**
     * The address clients use to reach this service ({@code https://cairn.example.com}); discovery
     * documents and links are built on it. Blank: each request's own scheme, host and port.
     */
    @JsonProperty
    private String publicBaseUrl = "";

    @JsonProperty
    @Valid
    @NotNull
    private RequestLimitsConfig requests = new RequestLimitsConfig();

    @JsonProperty
    @Valid
    @NotNull
    private McpConfig mcp = new McpConfig();

    @JsonProperty
    @Valid
    @NotNull
    private AccessConfig access = new AccessConfig();

    @JsonProperty
    @Valid
    @NotNull
    private X402Config x402 = new X402Config();

    @JsonProperty
    @Valid
    @NotNull
    private SecretsConfig secrets = new SecretsConfig();

    @JsonProperty
    @Valid
    @NotNull
    private RedactionConfig redaction = new RedactionConfig();

    public Path getDataDir() {
        return Path.of(dataDir);
    }

    public RedisConfig getRedis() {
        return redis;
    }

    public DatabaseConfig getDatabase() {
        return database;
    }

    public RequestLimitsConfig getRequests() {
        return requests;
    }

    public McpConfig getMcp() {
        return mcp;
    }

    public AccessConfig getAccess() {
        return access;
    }

    public X402Config getX402() {
        return x402;
    }

    public SecretsConfig getSecrets() {
        return secrets;
    }

    public RedactionConfig getRedaction() {
        return redaction;
    }

    /** The configured public base URL without a trailing slash, if one is set. */
    public Optional<URI> getPublicBaseUrl() {
        if (publicBaseUrl == null || publicBaseUrl.isBlank()) {
            return Optional.empty();
        }
        return Optional.of(HttpUrls.base(publicBaseUrl));
    }

    @JsonIgnore
    @ValidationMethod(message = "publicBaseUrl must be an absolute http(s) URL without query or fragment")
    public boolean isPublicBaseUrlWellFormed() {
        return publicBaseUrl == null || publicBaseUrl.isBlank() || HttpUrls.isBase(publicBaseUrl);
    }

    @JsonIgnore
    @ValidationMethod(message = "x402 needs publicBaseUrl (CAIRN_PUBLIC_BASE_URL) when enabled: a payment names the"
            + " URL it pays for, which is built from the configuration, never from a request's Host header")
    public boolean isPublicBaseUrlSetForX402() {
        return !x402.isEnabled() || (publicBaseUrl != null && !publicBaseUrl.isBlank());
    }
}
