package dev.cairn.discovery;

import com.codahale.metrics.health.HealthCheckRegistry;
import dev.cairn.access.x402.X402Config;
import java.net.URI;
import java.util.Optional;

/**
 * What the discovery documents need besides the catalog.
 *
 * @param publicBaseUrl where clients reach Cairn; empty: each request's own scheme, host and port
 * @param x402 the configured pay-per-call rail, reported by {@code /health} and {@code /.well-known/x402}
 * @param version the service and API contract version
 * @param healthChecks the checks whose results decide whether {@code /health} says ok or degraded
 */
public record DiscoverySettings(Optional<URI> publicBaseUrl, X402Config x402, String version,
                                HealthCheckRegistry healthChecks) {
}
