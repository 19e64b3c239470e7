package dev.cairn.discovery;

import static dev.cairn.discovery.JsonTree.object;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import dev.cairn.catalog.Operation;
import dev.cairn.mcp.McpVersions;
import java.util.List;

/**
 * {@code /openapi.json}: the OpenAPI 3.1 contract of every public route. The catalog's tools, {@code /mcp}
 * and the components are built once; the parts that hold absolute URLs are built for each base URL.
 */
final class OpenApiDocument {
    static final String OPENAPI_VERSION = "3.1.0";

    private final String version;
    private final ObjectNode toolPaths = Json.MAPPER.createObjectNode();
    private final ObjectNode mcpPath;
    private final ObjectNode signalDelivery = OpenApiSignalDelivery.pathItem();
    private final ArrayNode tags = Json.MAPPER.createArrayNode();
    private final ObjectNode components = OpenApiComponents.components(
            OpenApiDiscovery.schemas(), OpenApiMcp.schemas());
    private final OpenApiDiscovery discovery;

    /** {@code payPerCall}: x402 is enabled, so the premium tools' paid twins and 402s are documented. */
    OpenApiDocument(List<Operation<?>> operations, String version, OpenApiDiscovery discovery, boolean payPerCall) {
        this.version = version;
        this.discovery = discovery;
        this.mcpPath = OpenApiMcp.pathItem(operations.stream().filter(Operation::isTool).toList());
        for (Operation<?> operation : operations) {
            toolPaths.set(operation.spec().path(), OpenApiTools.pathItem(operation, payPerCall));
            if (payPerCall && operation.spec().payable()) {
                toolPaths.set(operation.spec().paidPath(), OpenApiTools.paidPathItem(operation));
            }
        }
        operations.stream().map(operation -> ToolFacts.family(operation.spec())).distinct()
                .forEach(family -> tags.add(object("name", family)));
        tags.add(object("name", OpenApiMcp.TAG, "description", "The MCP endpoint: the same tools over JSON-RPC."));
        tags.add(object("name", OpenApiDiscovery.TAG, "description", "Public documents that describe Cairn."));
    }

    ObjectNode render(Links links) {
        ObjectNode paths = Json.MAPPER.createObjectNode();
        paths.setAll(toolPaths);
        paths.set(OpenApiSignalDelivery.PATH, signalDelivery);
        paths.set(McpVersions.PATH, mcpPath);
        paths.setAll(discovery.pathItems(links));
        return object(
                "openapi", OPENAPI_VERSION,
                "info", object("title", About.TITLE, "version", version, "summary", About.SUMMARY,
                        "description", description(links)),
                "servers", List.of(object("url", links.base())),
                "tags", tags,
                "paths", paths,
                "components", components);
    }

    private static String description(Links links) {
        return "Every tool is a `POST` route below and an MCP tool of the same name at " + links.mcp()
                + " (Streamable HTTP, protocol versions " + String.join(" and ", McpVersions.ALL) + ").\n\n"
                + "API keys: send `" + About.BEARER_HEADER + "`. " + About.KEY_RULE + "\n\n"
                + About.ERRORS + "\n\n"
                + About.DECISIONS + "\n\n"
                + "Also for agents: [agents.json](" + links.url(Links.AGENTS) + ") and [llms.txt]("
                + links.url(Links.LLMS_TXT) + ").";
    }
}
