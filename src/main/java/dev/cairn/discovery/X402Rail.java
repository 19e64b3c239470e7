package dev.cairn.discovery;

import dev.cairn.access.x402.X402Config;

/** The configured x402 pay-per-call rail, as {@code /health} and {@code /.well-known/x402} report it. */
record X402Rail(boolean enabled, String network, String pricePerCallUsd) {
    static X402Rail of(X402Config config) {
        return new X402Rail(config.isEnabled(), config.getNetwork(), config.getPricePerCallUsd());
    }
}
