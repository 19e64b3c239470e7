package dev.cairn.discovery;

import static dev.cairn.discovery.JsonTree.object;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.ToolSpec;
import java.util.List;

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
                "security", OpenApiComponents.security(ToolFacts.needsApiKey(tool)),
                "requestBody", object("required", true, "content", object("application/json", object(
                        "schema", operation.inputSchema(),
                        "examples", object(tool.name(),
                                object("summary", tool.title(), "value", example(operation)))))),
                "responses", object(
                        "200", object("description", "The result. " + About.DECISIONS,
                                "content", object("application/json", object("schema", operation.outputSchema()))),
                        "400", OpenApiComponents.ref(OpenApiComponents.BAD_REQUEST),
                        "401", OpenApiComponents.ref(OpenApiComponents.UNAUTHORIZED),
                        "413", OpenApiComponents.ref(OpenApiComponents.PAYLOAD_TOO_LARGE),
                        "422", OpenApiComponents.ref(OpenApiComponents.UNPROCESSABLE),
                        "500", OpenApiComponents.ref(OpenApiComponents.INTERNAL_ERROR)),
                "x-mcp-annotations", tool.hints().mcpAnnotations()));
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
