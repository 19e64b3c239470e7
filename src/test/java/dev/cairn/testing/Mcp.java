package dev.cairn.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

/** Builds MCP requests for tests: 2025-11-25 style, or 2026-07-28 style with its _meta and mirrored headers. */
public final class Mcp {
    public static final String LEGACY = "2025-11-25";
    public static final String MODERN = "2026-07-28";

    private final CairnApp app;

    public Mcp(CairnApp app) {
        this.app = app;
    }

    public static ObjectNode params(String json) {
        try {
            return (ObjectNode) Json.MAPPER.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The JSON-RPC request text. */
    public static String request(Object id, String method, JsonNode params) {
        ObjectNode request = Json.MAPPER.createObjectNode().put("jsonrpc", "2.0");
        request.set("id", Json.MAPPER.valueToTree(id));
        request.put("method", method);
        if (params != null) {
            request.set("params", params);
        }
        return request.toString();
    }

    /** The _meta a 2026-07-28 client sends. */
    public static ObjectNode modernMeta() {
        return params("{\"io.modelcontextprotocol/protocolVersion\":\"" + MODERN + "\","
                + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"cairn-tests\",\"version\":\"1\"},"
                + "\"io.modelcontextprotocol/clientCapabilities\":{}}");
    }

    /** The headers every JSON request carries, with the bearer key when given. */
    public static Map<String, String> baseHeaders(String apiKey) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", "application/json");
        headers.put("Accept", "application/json, text/event-stream");
        if (apiKey != null) {
            headers.put("Authorization", "Bearer " + apiKey);
        }
        return headers;
    }

    /** A 2025-11-25 request (after initialize: with the MCP-Protocol-Version header). */
    public Http.Reply legacy(String apiKey, String method, ObjectNode params) {
        Map<String, String> headers = baseHeaders(apiKey);
        headers.put("MCP-Protocol-Version", LEGACY);
        return post(headers, request(1, method, params));
    }

    /** A well-formed 2026-07-28 request: _meta added to {@code params}, headers mirroring the body. */
    public Http.Reply modern(String apiKey, String method, ObjectNode params) {
        ObjectNode withMeta = params == null ? Json.MAPPER.createObjectNode() : params.deepCopy();
        withMeta.set("_meta", modernMeta());
        return post(modernHeaders(apiKey, method, withMeta), request(7, method, withMeta));
    }

    public static Map<String, String> modernHeaders(String apiKey, String method, JsonNode params) {
        Map<String, String> headers = baseHeaders(apiKey);
        headers.put("MCP-Protocol-Version", MODERN);
        headers.put("Mcp-Method", method);
        JsonNode name = method.equals("resources/read") ? params.get("uri") : params.get("name");
        if (name != null && (method.equals("tools/call") || method.equals("prompts/get")
                || method.equals("resources/read"))) {
            headers.put("Mcp-Name", name.asText());
        }
        return headers;
    }

    public Http.Reply post(Map<String, String> headers, String body) {
        return Http.postWith(app.url("/mcp"), headers, body);
    }

    /** tools/call arguments wrapped as params. */
    public static ObjectNode call(String tool, String argumentsJson) {
        ObjectNode params = Json.MAPPER.createObjectNode().put("name", tool);
        params.set("arguments", params(argumentsJson));
        return params;
    }
}
