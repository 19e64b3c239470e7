package dev.cairn.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A JSON-RPC error answer and the HTTP status it travels with. Messages and data describe the defect
 * without quoting the request, whose names, headers and values may be secrets. The one echo is the one
 * JSON-RPC requires, the request id; an unsupported version is named back (SEP-2575 requires it) only
 * when it is a well-formed version, which cannot carry a secret.
 */
final class RpcError extends RuntimeException {
    static final int PARSE_ERROR = -32700;
    static final int INVALID_REQUEST = -32600;
    static final int METHOD_NOT_FOUND = -32601;
    static final int INVALID_PARAMS = -32602;
    static final int HEADER_MISMATCH = -32020;
    static final int UNSUPPORTED_VERSION = -32022;

    /** A version date, or a dotted version number ({@code v999.0.0}): forms that cannot carry a secret. */
    private static final Pattern WELL_FORMED_VERSION =
            Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}|v?[0-9]{1,4}(\\.[0-9]{1,4}){0,3}");

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

    static RpcError headerMismatch(String message) {
        return new RpcError(HEADER_MISMATCH, 400, message, null);
    }

    static RpcError unsupportedVersion(String requested, List<String> supported) {
        ObjectNode data = Json.MAPPER.createObjectNode();
        data.set("supported", Json.MAPPER.valueToTree(supported));
        if (WELL_FORMED_VERSION.matcher(requested).matches()) {
            data.put("requested", requested);
        }
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
