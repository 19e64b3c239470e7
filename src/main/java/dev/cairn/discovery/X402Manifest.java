package dev.cairn.discovery;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * {@code /.well-known/x402}: the discovery document of x402 crawlers such as x402scan ({@code version} 1,
 * {@code resources}: absolute URLs of the pay-per-call routes, {@code instructions}; the format of
 * Merit-Systems/x402scan's discovery protocol), and Cairn's configured rail under {@code cairn}. With
 * pay-per-call disabled no resource is listed.
 */
@JsonPropertyOrder({"version", "resources", "instructions", "cairn"})
record X402Manifest(int version, List<String> resources, String instructions, X402Rail cairn) {
    static final String PAID = "Each resource is a Cairn text tool paid per call with x402 v2 (exact scheme): POST"
            + " the same JSON body as its /v1 twin; the 402 answer's PAYMENT-REQUIRED header has the terms; send the"
            + " signed payment as PAYMENT-SIGNATURE. The schemas are in /openapi.json.";
    static final String DISABLED = "Pay-per-call (x402) is not enabled on this server.";

    /** The manifest for {@code rail}: the routes {@code paidPaths} at {@code links}' base, when the rail is enabled. */
    static X402Manifest of(X402Rail rail, Links links, List<String> paidPaths) {
        if (!rail.enabled()) {
            return new X402Manifest(1, List.of(), DISABLED, rail);
        }
        return new X402Manifest(1, paidPaths.stream().map(links::url).toList(), PAID, rail);
    }
}
