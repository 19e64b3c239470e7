package dev.cairn.discovery;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;

/**
 * {@code /.well-known/x402}: the {@code version} and {@code resources} that x402 crawlers read, and
 * Cairn's configured rail under {@code cairn}. Pay-per-call is not in this release, so no resource is
 * listed and the rail says it is disabled.
 */
record X402Manifest(int version, List<String> resources, Rail cairn) {
    static final String NOT_AVAILABLE = "pay-per-call is not available in this release";

    record Rail(@JsonUnwrapped X402Rail rail, String note) {
    }

    static X402Manifest of(X402Rail rail) {
        return new X402Manifest(1, List.of(), new Rail(rail, NOT_AVAILABLE));
    }
}
