package dev.cairn.mcp;

import dev.cairn.api.RequestFacts;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The methods of each era and their results. 2026-07-28 drops initialize, ping and logging/setLevel and
 * adds server/discover; its results all say {@code resultType: "complete"}, name the server in
 * {@code _meta}, and the cacheable ones carry {@code ttlMs} and {@code cacheScope}.
 */
final class McpMethods {
    /** How long clients may reuse a list or discovery result: the catalog only changes on deployment. */
    static final long TTL_MS = 300_000;
    private static final Set<String> LOG_LEVELS =
            Set.of("debug", "info", "notice", "warning", "error", "critical", "alert", "emergency");

    private interface Method {
        ObjectNode run(Era era, ObjectNode params, RequestFacts request);
    }

    private final ServerIdentity identity;
    private final Map<String, Method> legacy;
    private final Map<String, Method> modern;

    McpMethods(ServerIdentity identity, ArrayNode tools, ToolCalls toolCalls) {
        this.identity = identity;
        Map<String, Method> shared = Map.of(
                "tools/list", (era, params, auth) -> page(era, params, "tools", tools),
                "tools/call", toolCalls::call,
                "resources/list", (era, params, auth) -> page(era, params, "resources", empty()),
                "resources/templates/list", (era, params, auth) -> page(era, params, "resourceTemplates", empty()),
                "prompts/list", (era, params, auth) -> page(era, params, "prompts", empty()),
                "resources/read", (era, params, auth) -> {
                    // SEP-2164's code; the requested uri is not echoed in data, as no error carries request text
                    throw RpcError.invalidParams(era, "Resource not found: this server offers no resources.");
                },
                "prompts/get", (era, params, auth) -> {
                    throw RpcError.invalidParams(era, "Prompt not found: this server offers no prompts.");
                });
        this.legacy = with(shared, Map.of(
                "initialize", (era, params, auth) -> initialize(params),
                "ping", (era, params, auth) -> Json.MAPPER.createObjectNode(),
                "logging/setLevel", (era, params, auth) -> setLevel(params)));
        this.modern = with(shared, Map.of("server/discover", (era, params, auth) -> discover()));
    }

    /** Runs {@code message} (already past its era's envelope checks) and returns its result. */
    ObjectNode handle(Era era, RpcMessage message, RequestFacts request) {
        Method method = (era == Era.MODERN ? modern : legacy).get(message.method());
        if (method == null) {
            throw RpcError.methodNotFound(era);
        }
        ObjectNode result = method.run(era, message.params(), request);
        if (era == Era.MODERN) {
            result.put("resultType", "complete");
            result.withObjectProperty("_meta").set(ServerIdentity.META_SERVER_INFO, identity.serverInfo());
        }
        return result;
    }

    private ObjectNode initialize(ObjectNode params) {
        if (!params.path("protocolVersion").isTextual()) {
            throw RpcError.invalidParams(Era.LEGACY, "initialize needs params.protocolVersion (a string).");
        }
        // 2025-11-25 is the one stateful version spoken here, so it is the answer whatever was asked;
        // a client that cannot speak it disconnects, as the lifecycle specifies.
        ObjectNode result = Json.MAPPER.createObjectNode().put("protocolVersion", Era.LEGACY.version());
        result.set("capabilities", identity.capabilities(Era.LEGACY));
        result.set("serverInfo", identity.serverInfo());
        return result.put("instructions", ServerIdentity.INSTRUCTIONS);
    }

    private static ObjectNode setLevel(ObjectNode params) {
        if (!LOG_LEVELS.contains(params.path("level").asText(""))) {
            throw RpcError.invalidParams(Era.LEGACY, "params.level must be one of " + LOG_LEVELS + ".");
        }
        return Json.MAPPER.createObjectNode(); // nothing is ever logged to clients, at any level
    }

    private ObjectNode discover() {
        ObjectNode result = Json.MAPPER.createObjectNode();
        result.set("supportedVersions", Json.MAPPER.valueToTree(McpVersions.MODERN_ONLY));
        result.set("capabilities", identity.capabilities(Era.MODERN));
        result.put("instructions", ServerIdentity.INSTRUCTIONS);
        return cacheable(result);
    }

    /** The whole list in one page: there are never cursors to continue from. */
    private static ObjectNode page(Era era, ObjectNode params, String field, ArrayNode items) {
        if (params.has("cursor")) {
            throw RpcError.invalidParams(era, "Invalid cursor: every list is returned in one page.");
        }
        ObjectNode result = Json.MAPPER.createObjectNode();
        result.set(field, items);
        return era == Era.MODERN ? cacheable(result) : result;
    }

    /** Public: nothing listed here depends on who asks. */
    private static ObjectNode cacheable(ObjectNode result) {
        return result.put("ttlMs", TTL_MS).put("cacheScope", "public");
    }

    private static ArrayNode empty() {
        return Json.MAPPER.createArrayNode();
    }

    private static Map<String, Method> with(Map<String, Method> shared, Map<String, Method> own) {
        Map<String, Method> all = new HashMap<>(shared);
        all.putAll(own);
        return Map.copyOf(all);
    }
}
