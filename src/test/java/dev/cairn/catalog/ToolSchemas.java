package dev.cairn.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Problem;
import dev.cairn.testing.Http;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** For tests elsewhere: a tool's served input schema, and checks of real results against its output schema. */
public final class ToolSchemas {
    private static final Map<String, Schemas.Pair> LOADED = new ConcurrentHashMap<>();

    private ToolSchemas() {
    }

    /** The JSON of a 200 reply from {@code tool}, which must conform to the tool's output schema. */
    public static JsonNode conforming(String tool, Http.Reply reply) {
        assertThat(reply.status()).as(tool + ": " + reply.text()).isEqualTo(200);
        assertThat(outputErrors(tool, reply.json())).as(reply.text()).isEmpty();
        assertLeads(reply.json());
        return reply.json();
    }

    /** Every family's answer leads with {@code brand}, and a change's with {@code applied}, {@code reason} next. */
    private static void assertLeads(JsonNode result) {
        List<String> names = new ArrayList<>();
        result.fieldNames().forEachRemaining(names::add);
        if (names.contains("applied") && names.contains("brand")) {
            assertThat(names.subList(0, 3)).as("the lead of %s", result).containsExactly("brand", "applied", "reason");
        }
    }

    public static List<Problem.FieldError> outputErrors(String tool, JsonNode result) {
        return LOADED.computeIfAbsent(tool, Schemas::load).outputErrors(result);
    }

    /** The input schema the REST route validates with (shared definitions inlined). */
    public static JsonNode input(String tool) {
        return LOADED.computeIfAbsent(tool, Schemas::load).input();
    }
}
