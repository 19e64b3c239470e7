package dev.cairn.discovery;

import dev.cairn.api.RequestFacts;
import dev.cairn.mcp.McpVersions;
import java.net.URI;
import java.util.Optional;

/** The absolute URLs of Cairn as one client reaches it; every link in a discovery document is made here. */
record Links(String base) {
    static final String OPENAPI = "/openapi.json";
    static final String AGENTS = "/agents.json";
    static final String LLMS_TXT = "/llms.txt";
    static final String HEALTH = "/health";
    static final String X402 = "/.well-known/x402";
    static final String SERVER_CARD = McpVersions.PATH + "/server-card";
    static final String WELL_KNOWN_SERVER_CARD = "/.well-known/mcp/server-card.json";

    /** The configured public base URL, else the base URI (scheme, host, port) the request was sent to. */
    static Links of(Optional<URI> publicBaseUrl, URI requestBaseUri) {
        return new Links(RequestFacts.baseUrl(publicBaseUrl, requestBaseUri));
    }

    String url(String path) {
        return base + path;
    }

    String mcp() {
        return url(McpVersions.PATH);
    }
}
