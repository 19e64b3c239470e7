package dev.cairn.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;

/** One JSON-RPC 2.0 message as received: a request (with id), a notification, or a response to us. */
record RpcMessage(Kind kind, JsonNode id, String method, ObjectNode params) {

    enum Kind { REQUEST, NOTIFICATION, RESPONSE }

    /** Classifies {@code root}; an invalid-request error (carrying the id when it could be read) otherwise. */
    static RpcMessage read(JsonNode root) {
        if (root.isArray()) {
            throw RpcError.invalidRequest("JSON-RPC batches are not supported: send one message per request.");
        }
        if (!root.isObject()) {
            throw RpcError.invalidRequest("The body must be a JSON-RPC 2.0 message object.");
        }
        JsonNode id = root.get("id");
        boolean validId = id != null && (id.isTextual() || id.isIntegralNumber());
        try {
            if (!"2.0".equals(root.path("jsonrpc").asText(null)) || !root.path("jsonrpc").isTextual()) {
                throw RpcError.invalidRequest("The message must have \"jsonrpc\": \"2.0\".");
            }
            if (root.has("method")) {
                return request(root, id, validId);
            }
            if (validId && (root.has("result") || root.has("error"))) {
                return new RpcMessage(Kind.RESPONSE, id, null, Json.MAPPER.createObjectNode());
            }
            throw RpcError.invalidRequest("The message is neither a request, a notification nor a response.");
        } catch (RpcError error) {
            throw validId ? error.answering(id) : error;
        }
    }

    private static RpcMessage request(JsonNode root, JsonNode id, boolean validId) {
        JsonNode method = root.get("method");
        if (!method.isTextual() || method.asText().isEmpty()) {
            throw RpcError.invalidRequest("\"method\" must be a non-empty string.");
        }
        if (id != null && !validId) {
            throw RpcError.invalidRequest("\"id\" must be a string or an integer.");
        }
        JsonNode params = root.get("params");
        if (params != null && !params.isObject()) {
            throw RpcError.invalidRequest("\"params\" must be an object.");
        }
        ObjectNode paramsObject = params == null ? Json.MAPPER.createObjectNode() : (ObjectNode) params;
        return new RpcMessage(id == null ? Kind.NOTIFICATION : Kind.REQUEST, id, method.asText(), paramsObject);
    }
}
