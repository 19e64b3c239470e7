package dev.cairn.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import dev.cairn.api.RateLimit;
import dev.cairn.api.RequestFacts;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.ToolRunner;
import dev.cairn.store.StoreOutage;

/**
 * tools/call: the same admission and handler as the tool's REST route. The result is the REST result as
 * {@code structuredContent} plus the same JSON as one text block; anything the REST route would answer
 * with a problem (bad arguments, missing key, a refused transition) is an {@code isError} result carrying
 * that problem, so an agent can read and correct it; so is a store outage (503 {@code store_unavailable}).
 * The quota the call was counted on is in the result's {@code _meta}, as {@link RateLimit#META_KEY}.
 */
final class ToolCalls {
    private final Catalog catalog;
    private final ToolRunner runner;

    ToolCalls(Catalog catalog, ToolRunner runner) {
        this.catalog = catalog;
        this.runner = runner;
    }

    ObjectNode call(Era era, ObjectNode params, RequestFacts request) {
        JsonNode name = params.get("name");
        if (name == null || !name.isTextual()) {
            throw RpcError.invalidParams(era, "params.name must be the name of a tool from tools/list.");
        }
        Operation<?> operation = catalog.findTool(name.asText()).orElseThrow(() ->
                RpcError.invalidParams(era, "Unknown tool: tools/list names the tools this server offers."));
        JsonNode arguments = params.has("arguments") ? params.get("arguments") : Json.MAPPER.createObjectNode();
        if (!arguments.isObject()) {
            throw RpcError.invalidParams(era, "params.arguments must be an object.");
        }
        try {
            ToolRunner.Answer answer = runner.run(operation, () -> arguments, request);
            ObjectNode result = answer.problem() == null
                    ? result(Json.MAPPER.valueToTree(answer.result()), false)
                    : result(Json.MAPPER.valueToTree(answer.problem()), true);
            if (answer.rateLimit() != null) {
                result.putObject("_meta").set(RateLimit.META_KEY, Json.MAPPER.valueToTree(answer.rateLimit()));
            }
            return result;
        } catch (RuntimeException failure) {
            return result(Json.MAPPER.valueToTree(StoreOutage.answer(failure)), true);
        }
    }

    private static ObjectNode result(JsonNode structured, boolean isError) {
        ObjectNode result = Json.MAPPER.createObjectNode();
        result.putArray("content").addObject().put("type", "text").put("text", Json.text(structured));
        result.set("structuredContent", structured);
        if (isError) {
            result.put("isError", true);
        }
        return result;
    }
}
