package dev.cairn.api;

import java.net.URI;
import java.util.Optional;

/**
 * What admission needs from a request, REST or MCP: its raw {@code Authorization} header (may be null),
 * the base URL the caller reached Cairn at, and the public client address (the socket's peer, or behind a
 * trusted proxy the forwarded one; may be null).
 */
public record RequestFacts(String authorization, String baseUrl, String clientAddress) {
    /** The request property that holds the client's address (set by {@code http.ClientAddressFilter}). */
    public static final String CLIENT_ADDRESS = "dev.cairn.clientAddress";

    /** The configured public base URL, else the base URI (scheme, host, port) the request was sent to; no trailing slash. */
    public static String baseUrl(Optional<URI> publicBaseUrl, URI requestBaseUri) {
        String base = publicBaseUrl.orElse(requestBaseUri).toString();
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }
}
