package dev.cairn.discovery;

import com.codahale.metrics.health.HealthCheck;
import com.codahale.metrics.health.HealthCheckRegistry;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.glassfish.jersey.process.Inflector;

/**
 * {@code GET /health}: 200 "ok" when every registered health check passes, else 503 "degraded". The
 * answer never names a check or repeats its message: those can describe the infrastructure.
 */
final class HealthEndpoint implements Inflector<ContainerRequestContext, Response> {
    private final HealthCheckRegistry checks;
    private final String version;
    private final X402Rail rail;

    HealthEndpoint(HealthCheckRegistry checks, String version, X402Rail rail) {
        this.checks = checks;
        this.version = version;
        this.rail = rail;
    }

    @Override
    public Response apply(ContainerRequestContext request) {
        boolean healthy = checks.runHealthChecks().values().stream().allMatch(HealthCheck.Result::isHealthy);
        return Response.status(healthy ? Response.Status.OK : Response.Status.SERVICE_UNAVAILABLE)
                .type(MediaType.APPLICATION_JSON_TYPE)
                .header(HttpHeaders.CACHE_CONTROL, "no-store")
                .entity(JsonTree.bytes(HealthReport.of(healthy, version, rail)))
                .build();
    }
}
