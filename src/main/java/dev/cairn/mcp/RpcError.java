package dev.cairn.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import java.util.List;

/**
 * A JSON-RPC error answer and the HTTP status it travels with. Messages describe the defect without
 * quoting the request; the protocol's own echoes are the only exceptions: the request id,
 * {@code requested} in an unsupported-version answer, and {@code uri} in a resource-not-found answer.
 */
final class RpcError extends RuntimeException {
    static final int PARSE_ERROR = -32700;
    static final int INVALID_REQUEST = -32600;
    static final int METHOD_NOT_FOUND = -32601;
    static final int INVALID_PARAMS = -32602;
    static final int HEADER_MISMATCH = -32020;
    static final int UNSUPPORTED_VERSION = -32022;

    private final int code;
    private final int httpStatus;
    private final transient JsonNode data;
    private final transient JsonNode id;

    private RpcError(int code, int httpStatus, String message, JsonNode data) {
        this(code, httpStatus, message, data, null);
    }

    private RpcError(int code, int httpStatus, String message, JsonNode data, JsonNode id) {
        super(message, null, false, false);
        this.code = code;
        this.httpStatus = httpStatus;
        this.data = data;
        this.id = id;
    }

    /** The same error, answering the request with {@code id}. */
    RpcError answering(JsonNode id) {
        return new RpcError(code, httpStatus, getMessage(), data, id);
    }

    static RpcError parseError(String message) {
        return new RpcError(PARSE_ERROR, 400, message, null);
    }

    static RpcError invalidRequest(String message) {
        return new RpcError(INVALID_REQUEST, 400, message, null);
    }

    /** 404 in the stateless era, which says so; the stateful era answers errors with 200. */
    static RpcError methodNotFound(Era era) {
        return new RpcError(METHOD_NOT_FOUND, era == Era.MODERN ? 404 : 200,
                "Method not found: this server does not implement it in protocol " + era.version() + ".", null);
    }

    static RpcError invalidParams(Era era, String message) {
        return new RpcError(INVALID_PARAMS, era == Era.MODERN ? 400 : 200, message, null);
    }

    /**
     * SEP-2164: -32602 with the requested {@code uri} in {@code data}, so a client can tell which read
     * failed. A resource URI names what was asked for rather than carrying data, so it is echoed (up to
     * 2,048 characters) as the protocol asks.
     */
    static RpcError resourceNotFound(Era era, JsonNode uri) {
        JsonNode data = uri.isTextual() && uri.asText().length() <= 2048
                ? Json.MAPPER.createObjectNode().set("uri", uri) : null;
        return new RpcError(INVALID_PARAMS, era == Era.MODERN ? 400 : 200,
                "Resource not found: this server offers no resources.", data);
    }

    static RpcError headerMismatch(String message) {
        return new RpcError(HEADER_MISMATCH, 400, message, null);
    }

    static RpcError unsupportedVersion(String requested, List<String> supported) {
        ObjectNode data = Json.MAPPER.createObjectNode();
        data.set("supported", Json.MAPPER.valueToTree(supported));
        data.put("requested", requested);
        return new RpcError(UNSUPPORTED_VERSION, 400,
                "Unsupported protocol version; use one of " + String.join(", ", supported) + ".", data);
    }

    static RpcError forbiddenOrigin() {
        return new RpcError(INVALID_REQUEST, 403, "Origin not allowed: configure mcp.allowedOrigins to admit it.", null);
    }

    static RpcError unsupportedMediaType() {
        return new RpcError(INVALID_REQUEST, 415, "Content-Type must be application/json.", null);
    }

    static RpcError notAcceptable() {
        return new RpcError(INVALID_REQUEST, 406, "Accept must allow application/json: this server answers in JSON.",
                null);
    }

    int httpStatus() {
        return httpStatus;
    }

    /** The JSON-RPC error response, its id null when the request's id could not be read. */
    ObjectNode response() {
        ObjectNode error = Json.MAPPER.createObjectNode().put("code", code).put("message", getMessage());
        if (data != null) {
            error.set("data", data);
        }
        ObjectNode response = Json.MAPPER.createObjectNode().put("jsonrpc", "2.0");
        response.set("id", id == null ? Json.MAPPER.nullNode() : id);
        response.set("error", error);
        return response;
    }
}
