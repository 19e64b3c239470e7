package dev.cairn.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Problem;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** For tests elsewhere: a tool's served input schema, and checks of real results against its output schema. */
public final class ToolSchemas {
    private static final Map<String, Schemas.Pair> LOADED = new ConcurrentHashMap<>();

    private ToolSchemas() {
    }

    public static List<Problem.FieldError> outputErrors(String tool, JsonNode result) {
        return LOADED.computeIfAbsent(tool, Schemas::load).outputErrors(result);
    }

    /** The input schema the REST route validates with (shared definitions inlined). */
    public static JsonNode input(String tool) {
        return LOADED.computeIfAbsent(tool, Schemas::load).input();
    }
}
