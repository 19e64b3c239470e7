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
 * answer never names a check or repeats its message: those can describe the infrastructure. The checks
 * (a Redis PING, a database query) run at most once a second, however often this public route is hit.
 */
final class HealthEndpoint implements Inflector<ContainerRequestContext, Response> {
    private static final long REUSE_NANOS = 1_000_000_000L;

    private final HealthCheckRegistry checks;
    private final String version;
    private final X402Rail rail;
    private long checkedAt;
    private boolean healthy;

    HealthEndpoint(HealthCheckRegistry checks, String version, X402Rail rail) {
        this.checks = checks;
        this.version = version;
        this.rail = rail;
        this.checkedAt = System.nanoTime() - REUSE_NANOS;
    }

    @Override
    public Response apply(ContainerRequestContext request) {
        boolean healthy = verdict();
        return Response.status(healthy ? Response.Status.OK : Response.Status.SERVICE_UNAVAILABLE)
                .type(MediaType.APPLICATION_JSON_TYPE)
                .header(HttpHeaders.CACHE_CONTROL, "no-store")
                .entity(JsonTree.bytes(HealthReport.of(healthy, version, rail)))
                .build();
    }

    private synchronized boolean verdict() {
        long now = System.nanoTime();
        if (now - checkedAt >= REUSE_NANOS) {
            healthy = checks.runHealthChecks().values().stream().allMatch(HealthCheck.Result::isHealthy);
            checkedAt = now;
        }
        return healthy;
    }
}
