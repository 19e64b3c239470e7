package dev.cairn.discovery;

import static dev.cairn.discovery.JsonTree.object;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.api.Access;
import java.util.List;
import java.util.Map;

/** The OpenAPI path item of one catalog tool: {@code POST <path>} with its schemas, example and security. */
final class OpenApiTools {
    private OpenApiTools() {
    }

    static ObjectNode pathItem(Operation<?> operation) {
        ToolSpec tool = operation.spec();
        return object("post", object(
                "operationId", tool.name(),
                "summary", tool.title(),
                "description", tool.description(),
                "tags", List.of(ToolFacts.family(tool)),
                "security", tool.access() == Access.PUBLIC ? List.of(Map.of())
                        : OpenApiComponents.security(ToolFacts.needsApiKey(tool)),
                "requestBody", object("required", true, "content", object("application/json", object(
                        "schema", operation.inputSchema(),
                        "examples", object(tool.name(),
                                object("summary", tool.title(), "value", example(operation)))))),
                "responses", responses(operation),
                "x-mcp-annotations", tool.hints().mcpAnnotations()));
    }

    /**
     * A tool can refuse a key or a caller past a trial (401), or a caller past a quota (429), and answers with the
     * quota it counted the call on; a public bearer endpoint (which takes no key and is not metered) a token
     * (403); either an id (404).
     */
    private static ObjectNode responses(Operation<?> operation) {
        ObjectNode result = object("description", "The result. " + About.DECISIONS,
                "content", object("application/json", object("schema", operation.outputSchema())));
        if (operation.isTool()) {
            result.set("headers", OpenApiComponents.rateLimitHeaders());
        }
        ObjectNode responses = object("200", result, "400", OpenApiComponents.ref(OpenApiComponents.BAD_REQUEST));
        if (operation.isTool()) {
            responses.set("401", OpenApiComponents.ref(OpenApiComponents.UNAUTHORIZED));
        } else {
            responses.set("403", OpenApiComponents.ref(OpenApiComponents.FORBIDDEN));
        }
        if (operation.spec().findsRecords()) {
            responses.set("404", OpenApiComponents.ref(OpenApiComponents.NOT_FOUND));
        }
        responses.set("413", OpenApiComponents.ref(OpenApiComponents.PAYLOAD_TOO_LARGE));
        responses.set("422", OpenApiComponents.ref(OpenApiComponents.UNPROCESSABLE));
        if (operation.isTool()) {
            responses.set("429", OpenApiComponents.ref(OpenApiComponents.TOO_MANY_REQUESTS));
        }
        responses.set("500", OpenApiComponents.ref(OpenApiComponents.INTERNAL_ERROR));
        responses.set("503", OpenApiComponents.ref(OpenApiComponents.STORE_UNAVAILABLE));
        return responses;
    }

    /** The first of the {@code examples} the tool's input schema carries. */
    static JsonNode example(Operation<?> operation) {
        JsonNode example = operation.inputSchema().path("examples").path(0);
        if (example.isMissingNode()) {
            throw new IllegalStateException("schemas/" + operation.spec().name() + ".json has no example request");
        }
        return example;
    }
}
