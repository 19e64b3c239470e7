package dev.cairn.quality.readiness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Cards for the checker's tests: the SEP-2127 examples (copied with their licence) and cards written here. */
final class Cards {
    static final String SCHEMA = "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json";

    private Cards() {
    }

    /** {@code valid/<name>.json} or {@code invalid/<name>.json} of the experimental-ext-server-card examples. */
    static ObjectNode example(String path) {
        try (InputStream in = Cards.class.getResourceAsStream("/readiness/server-card-examples/" + path + ".json")) {
            return (ObjectNode) Json.MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static ObjectNode card(String json) {
        try {
            return (ObjectNode) Json.MAPPER.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A SEP-1649-style card: serverInfo-era members (transport, tools, capabilities) on a SEP-2127 base. */
    static ObjectNode sep1649() {
        return card("""
                {"$schema": "%s", "name": "com.example/legacy", "version": "2.0.0",
                 "description": "A card in the older drafts' style.",
                 "transport": {"type": "streamable-http", "endpoint": "/mcp"},
                 "capabilities": {"tools": {"listChanged": false}},
                 "tools": [{"name": "search", "description": "Searches."}, "fetch", {"title": "no name"}, 7],
                 "resources": [], "prompts": []}""".formatted(SCHEMA));
    }

    static JsonNode text(String value) {
        return Json.MAPPER.getNodeFactory().textNode(value);
    }
}
