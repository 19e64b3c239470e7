package dev.cairn.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.codahale.metrics.health.HealthCheck;
import com.codahale.metrics.health.HealthCheckRegistry;
import dev.cairn.api.Json;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class HealthEndpointTest {
    private final HealthCheckRegistry checks = new HealthCheckRegistry();

    private Response health() {
        return new HealthEndpoint(checks, "7.5.0", DiscoveryFixtures.RAIL).apply(null);
    }

    private static HealthCheck check(Supplier<HealthCheck.Result> result) {
        return new HealthCheck() {
            @Override
            protected Result check() {
                return result.get();
            }
        };
    }

    private static String body(Response response) {
        return new String((byte[]) response.getEntity(), StandardCharsets.UTF_8);
    }

    @Test
    void okWhenEveryCheckPasses() throws Exception {
        checks.register("redis", check(HealthCheck.Result::healthy));
        Response response = health();
        assertThat(response.getStatus()).isEqualTo(200);
        assertThat(response.getMediaType().toString()).isEqualTo("application/json");
        assertThat(response.getHeaderString("Cache-Control")).isEqualTo("no-store");
        assertThat(Json.MAPPER.readTree(body(response))).isEqualTo(Json.MAPPER.readTree(
                "{\"status\":\"ok\",\"version\":\"7.5.0\",\"x402\":{\"enabled\":false,\"network\":\"eip155:8453\","
                        + "\"price_per_call_usd\":\"0.01\"}}"));
    }

    @Test
    void degradedWith503WhenACheckFailsAndNeverSaysWhichOrWhy() throws Exception {
        checks.register("redis", check(HealthCheck.Result::healthy));
        checks.register("postgresql-10.0.3.7", check(() -> HealthCheck.Result.unhealthy("refused by db-7")));
        checks.register("thrower", check(() -> {
            throw new IllegalStateException("password=hunter2");
        }));
        Response response = health();
        assertThat(response.getStatus()).isEqualTo(503);
        assertThat(response.getHeaderString("Cache-Control")).isEqualTo("no-store");
        assertThat(Json.MAPPER.readTree(body(response)).path("status").asText()).isEqualTo("degraded");
        assertThat(body(response)).doesNotContain("postgresql", "db-7", "thrower", "hunter2", "redis");
    }
}
