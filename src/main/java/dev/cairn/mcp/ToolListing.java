package dev.cairn.mcp;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.ToolSpec;

/** The tools/list entries, in catalog order: the REST body schema as inputSchema, all four hints stated. */
final class ToolListing {
    private ToolListing() {
    }

    static ArrayNode of(Catalog catalog) {
        ArrayNode tools = Json.MAPPER.createArrayNode();
        for (Operation<?> operation : catalog.tools()) {
            ToolSpec spec = operation.spec();
            ObjectNode tool = tools.addObject()
                    .put("name", spec.name())
                    .put("title", spec.title())
                    .put("description", spec.description());
            tool.set("inputSchema", operation.inputSchema());
            tool.set("outputSchema", operation.outputSchema());
            tool.set("annotations", spec.hints().mcpAnnotations().put("title", spec.title()));
        }
        return tools;
    }
}
