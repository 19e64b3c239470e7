package dev.cairn.mcp;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.dropwizard.validation.ValidationMethod;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The {@code /mcp} endpoint. Browsers send {@code Origin}; a request whose origin is neither a loopback
 * origin nor in {@code allowedOrigins} (comma-separated {@code scheme://host[:port]}) is refused, so a
 * web page cannot drive a Cairn on the user's machine (DNS rebinding). Requests without {@code Origin}
 * (agents, curl, SDK clients) are not affected.
 */
public class McpConfig {
    @JsonProperty
    private String allowedOrigins = "";

    public List<String> getAllowedOrigins() {
        if (allowedOrigins == null || allowedOrigins.isBlank()) {
            return List.of();
        }
        return Arrays.stream(allowedOrigins.split(",")).map(String::trim).filter(origin -> !origin.isEmpty())
                .map(origin -> origin.toLowerCase(Locale.ROOT)).toList();
    }

    @JsonIgnore
    @ValidationMethod(message = "mcp.allowedOrigins must be comma-separated origins such as https://app.example.com")
    public boolean isEveryOriginWellFormed() {
        return getAllowedOrigins().stream().allMatch(origin -> Origins.parse(origin).isPresent());
    }
}
