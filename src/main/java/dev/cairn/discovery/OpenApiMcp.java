package dev.cairn.discovery;

import static dev.cairn.discovery.JsonTree.object;
import static dev.cairn.discovery.OpenApiComponents.schemaRef;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.catalog.Operation;
import dev.cairn.mcp.McpVersions;
import java.util.List;

/** The OpenAPI path item of {@code /mcp}: JSON-RPC 2.0 messages, described generically. */
final class OpenApiMcp {
    static final String TAG = "mcp";
    private static final String REQUEST = "JsonRpcRequest";
    private static final String RESPONSE = "JsonRpcResponse";

    private OpenApiMcp() {
    }

    static ObjectNode pathItem(List<Operation<?>> operations) {
        return object(
                "post", object(
                        "operationId", "mcp",
                        "summary", "MCP: JSON-RPC 2.0 over Streamable HTTP",
                        "description", "The Model Context Protocol endpoint, protocol versions "
                                + String.join(" and ", McpVersions.ALL) + "; JSON responses only (no SSE stream,"
                                + " no sessions). Every tool here is an MCP tool of the same name and input schema."
                                + " tools/list needs no key; tools/call needs one for the tools whose REST route"
                                + " needs one. A notification (a message without id) is answered 202 with no body.",
                        "tags", List.of(TAG),
                        "security", OpenApiComponents.security(false),
                        "parameters", List.of(
                                header("MCP-Protocol-Version", "The protocol version the client speaks.",
                                        object("type", "string", "enum", McpVersions.ALL)),
                                header("Mcp-Method", McpVersions.MODERN + ": the body's method, repeated.",
                                        object("type", "string")),
                                header("Mcp-Name", McpVersions.MODERN + ": params.name of tools/call and prompts/get,"
                                        + " params.uri of resources/read, repeated (=?base64?...?= decoded).",
                                        object("type", "string"))),
                        "requestBody", object("required", true, "content", object("application/json", object(
                                "schema", schemaRef(REQUEST), "examples", requestExamples(operations)))),
                        "responses", object(
                                "200", rpcResponse("A JSON-RPC response: a result, or an error object.",
                                        "ping", object("jsonrpc", "2.0", "id", 1, "result", object())),
                                "202", object("description", "The notification was accepted; no body."),
                                "400", rpcResponse("Not a valid JSON-RPC request, an unsupported protocol"
                                                + " version, or _meta or Mcp-Method / Mcp-Name headers that do not"
                                                + " match the body.",
                                        "invalid_params", rpcError(-32602, "Invalid params")),
                                "403", rpcResponse("The Origin header names an origin that may not call /mcp:"
                                        + " loopback origins and those configured in mcp.allowedOrigins may.",
                                        "origin_not_allowed", rpcError(-32600, "Origin not allowed")),
                                "404", rpcResponse("No such method (" + McpVersions.MODERN + ").", "method_not_found",
                                        rpcError(-32601, "Method not found")),
                                "406", rpcResponse("The Accept header excludes application/json.", "not_acceptable",
                                        rpcError(-32600, "Accept must allow application/json")),
                                "415", rpcResponse("The body is not sent as application/json.", "unsupported_type",
                                        rpcError(-32600, "Content-Type must be application/json")),
                                "413", OpenApiComponents.ref(OpenApiComponents.PAYLOAD_TOO_LARGE))),
                "get", notAllowed("mcp_get", "No SSE stream: GET /mcp answers 405."),
                "delete", notAllowed("mcp_delete", "No sessions: DELETE /mcp answers 405."));
    }

    private static ObjectNode requestExamples(List<Operation<?>> operations) {
        ObjectNode examples = object("tools_list", object("summary", "List the tools (no key needed)",
                "value", object("jsonrpc", "2.0", "id", 1, "method", "tools/list")));
        operations.stream().findFirst().ifPresent(operation -> examples.set("tools_call", object(
                "summary", "Call " + operation.spec().name(),
                "value", object("jsonrpc", "2.0", "id", 2, "method", "tools/call", "params", object(
                        "name", operation.spec().name(), "arguments", OpenApiTools.example(operation))))));
        return examples;
    }

    private static ObjectNode header(String name, String description, ObjectNode schema) {
        return object("name", name, "in", "header", "required", false, "description", description, "schema", schema);
    }

    /** JSON-RPC 2.0 messages, for {@code components.schemas}. */
    static ObjectNode schemas() {
        return object(
                REQUEST, object("type", "object", "required", List.of("jsonrpc", "method"),
                        "description", "A request, or a notification when it has no id.",
                        "properties", object("jsonrpc", object("const", "2.0"),
                                "id", object("type", List.of("string", "integer")),
                                "method", object("type", "string"),
                                "params", object("type", "object"))),
                RESPONSE, object("type", "object", "required", List.of("jsonrpc", "id"),
                        "description", "A result or an error, never both.",
                        "properties", object("jsonrpc", object("const", "2.0"),
                                "id", object("type", List.of("string", "integer", "null")),
                                "result", object("type", "object"),
                                "error", object("type", "object", "required", List.of("code", "message"),
                                        "properties", object("code", object("type", "integer"),
                                                "message", object("type", "string"), "data", object())))));
    }

    private static ObjectNode rpcResponse(String description, String exampleName, ObjectNode example) {
        return object("description", description, "content", object("application/json", object(
                "schema", schemaRef(RESPONSE), "examples", object(exampleName, object("value", example)))));
    }

    private static ObjectNode rpcError(int code, String message) {
        return object("jsonrpc", "2.0", "id", 1, "error", object("code", code, "message", message));
    }

    private static ObjectNode notAllowed(String operationId, String summary) {
        return object("operationId", operationId, "summary", summary, "tags", List.of(TAG), "security", List.of(),
                "responses", object("405", OpenApiComponents.ref(OpenApiComponents.METHOD_NOT_ALLOWED)));
    }
}
