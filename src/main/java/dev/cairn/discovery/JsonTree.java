package dev.cairn.discovery;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;

/** Builds and writes the JSON of the discovery documents with the service's snake_case mapper. */
final class JsonTree {
    private JsonTree() {
    }

    /**
     * An object of the given name/value pairs, in order. A value that is a {@link JsonNode} is used as it
     * is (shared, never copied); any other value (string, number, list, map, record) is converted.
     */
    static ObjectNode object(Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("names and values must come in pairs");
        }
        ObjectNode node = Json.MAPPER.createObjectNode();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            node.set((String) namesAndValues[i], tree(namesAndValues[i + 1]));
        }
        return node;
    }

    static JsonNode tree(Object value) {
        return value instanceof JsonNode node ? node : Json.MAPPER.valueToTree(value);
    }

    /** Indented UTF-8 JSON: these documents are read by people as well as by programs. */
    static byte[] bytes(Object value) {
        try {
            return Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a discovery document did not serialize", e);
        }
    }
}
