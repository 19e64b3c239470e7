package dev.cairn.store.redis;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.cairn.store.EndpointConfig;
import io.dropwizard.util.Duration;
import io.dropwizard.validation.DurationRange;
import io.dropwizard.validation.ValidationMethod;
import java.util.concurrent.TimeUnit;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/**
 * Redis: {@code url} is {@code redis://[user:password@]host:port[/db]} or {@code rediss://...};
 * {@code clusterNodes} instead names the seed nodes of a Redis Cluster (comma-separated urls of the
 * same form, credentials taken from the first that has them); with both blank, Redis is embedded.
 */
public class RedisConfig extends EndpointConfig {
    @JsonProperty
    private String clusterNodes = "";

    /** AOF fsync policy of embedded Redis: {@code everysec} (lose at most ~1 s on power loss) or {@code always}. */
    @JsonProperty
    @NotNull
    @Pattern(regexp = "everysec|always")
    private String appendfsync = "everysec";

    /** How long opening a connection may take. */
    @JsonProperty
    @NotNull
    @DurationRange(min = 1, max = 60000, unit = TimeUnit.MILLISECONDS)
    private Duration connectTimeout = Duration.seconds(2);

    /** How long a command may wait for its reply; every script runs in milliseconds. */
    @JsonProperty
    @NotNull
    @DurationRange(min = 1, max = 60000, unit = TimeUnit.MILLISECONDS)
    private Duration readTimeout = Duration.seconds(3);

    /**
     * Connections to each Redis node. A request holds one for a single command or script, so this caps how many
     * requests can talk to Redis at once; Jedis' default of 8 queued everything past 8 concurrent requests.
     */
    @JsonProperty
    @Min(1)
    @Max(1024)
    private int poolSize = 64;

    public boolean isCluster() {
        return clusterNodes != null && !clusterNodes.isBlank();
    }

    @Override
    public boolean isEmbedded() {
        return super.isEmbedded() && !isCluster();
    }

    @JsonIgnore
    @ValidationMethod(message = "set redis.url or redis.clusterNodes, not both")
    public boolean isOneTarget() {
        return super.isEmbedded() || !isCluster();
    }

    public String getClusterNodes() {
        return clusterNodes;
    }

    public void setClusterNodes(String clusterNodes) {
        this.clusterNodes = clusterNodes;
    }

    public String getAppendfsync() {
        return appendfsync;
    }

    public Duration getConnectTimeout() {
        return connectTimeout;
    }

    public int getPoolSize() {
        return poolSize;
    }

    public Duration getReadTimeout() {
        return readTimeout;
    }
}
