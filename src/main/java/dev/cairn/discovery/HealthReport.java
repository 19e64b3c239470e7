package dev.cairn.discovery;

/** The body of {@code GET /health}: up or degraded, the version, and the x402 rail. */
record HealthReport(String status, String version, X402Rail x402) {
    static HealthReport of(boolean healthy, String version, X402Rail rail) {
        return new HealthReport(healthy ? "ok" : "degraded", version, rail);
    }
}
