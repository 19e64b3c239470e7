package dev.cairn.mcp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;

/** What the server says about itself: name and version, capabilities per era, and usage instructions. */
final class ServerIdentity {
    static final String META_SERVER_INFO = "io.modelcontextprotocol/serverInfo";
    static final String INSTRUCTIONS = "Cairn offers deterministic text-integrity and agent-control tools."
            + " Tools that keep state need an API key: send the header Authorization: Bearer cairn_live_..."
            + " Decisions are ordinary results (for example safe_to_execute false); read them before acting."
            + " A call that cannot run returns isError true with an RFC 9457 problem object whose code says why.";

    private final String version;

    ServerIdentity(String version) {
        this.version = version;
    }

    ObjectNode serverInfo() {
        return Json.MAPPER.createObjectNode().put("name", "cairn").put("title", "Cairn").put("version", version);
    }

    /**
     * Tools, plus empty resource and prompt lists (the service has none); logging only in 2025-11-25,
     * where {@code logging/setLevel} exists. Nothing is ever pushed, so no list changes are announced.
     */
    ObjectNode capabilities(Era era) {
        ObjectNode capabilities = Json.MAPPER.createObjectNode();
        capabilities.putObject("tools").put("listChanged", false);
        capabilities.putObject("resources").put("subscribe", false).put("listChanged", false);
        capabilities.putObject("prompts").put("listChanged", false);
        if (era == Era.LEGACY) {
            capabilities.putObject("logging");
        }
        return capabilities;
    }
}
