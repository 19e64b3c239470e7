package dev.cairn.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class OriginPolicyTest {
    OriginPolicy policy = new OriginPolicy(new McpConfigBuilder("https://app.example.com, http://tools.example:9000")
            .build().getAllowedOrigins());

    @ParameterizedTest
    @ValueSource(strings = {"https://app.example.com", "HTTPS://APP.EXAMPLE.COM", "http://tools.example:9000",
            "http://localhost", "http://localhost:5173", "http://127.0.0.1:8080", "http://[::1]:1"})
    void configuredAndLoopbackOriginsPass(String origin) {
        assertThat(policy.admits(origin)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"https://app.example.com:8443", "http://app.example.com", "http://tools.example",
            "null", "file://", "http://localhost.evil.com", "http://127.0.0.1.evil.com", "chrome-extension://abc",
            "http://user@localhost", "http://localhost/path"})
    void otherOriginsAreRefused(String origin) {
        assertThat(policy.admits(origin)).isFalse();
    }

    @Test
    void requestsWithoutAnOriginDoNotComeFromAPageAndPass() {
        assertThat(policy.admits(null)).isTrue();
    }

    @Test
    void configurationRejectsThingsThatAreNotOrigins() {
        assertThat(new McpConfigBuilder("https://ok.example").build().isEveryOriginWellFormed()).isTrue();
        assertThat(new McpConfigBuilder("").build().getAllowedOrigins()).isEmpty();
        for (String bad : List.of("ok.example", "https://ok.example/path", "ftp://ok.example", "https://")) {
            assertThat(new McpConfigBuilder(bad).build().isEveryOriginWellFormed()).as(bad).isFalse();
        }
    }

    /** McpConfig is bound by Dropwizard's plain mapper; tests bind its one field the same way. */
    record McpConfigBuilder(String origins) {
        McpConfig build() {
            return new ObjectMapper().convertValue(Map.of("allowedOrigins", origins), McpConfig.class);
        }
    }
}
