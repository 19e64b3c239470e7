package dev.cairn.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * The per-request checks of each era before a method runs. 2026-07-28: {@code _meta} must carry the
 * protocol version and client capabilities (-32602), the {@code MCP-Protocol-Version}, {@code Mcp-Method}
 * and {@code Mcp-Name} headers must mirror the body (-32020), and the version must be one we speak
 * (-32022). 2025-11-25: a {@code MCP-Protocol-Version} header, when sent, must name a version we speak.
 */
final class Envelope {
    static final String METHOD_HEADER = "Mcp-Method";
    static final String NAME_HEADER = "Mcp-Name";
    static final String META_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";

    private Envelope() {
    }

    /** {@code headers} looks a header up by name, case-insensitively; null when absent. */
    static void check(Era era, RpcMessage message, UnaryOperator<String> headers) {
        if (era == Era.MODERN) {
            checkModern(message, headers);
            return;
        }
        String version = HeaderValues.trim(headers.apply(Era.VERSION_HEADER));
        if (version != null && !version.equals(Era.LEGACY.version())) {
            throw RpcError.unsupportedVersion(version, McpVersions.ALL);
        }
    }

    private static void checkModern(RpcMessage message, UnaryOperator<String> headers) {
        JsonNode meta = message.params().get("_meta");
        if (meta == null || !meta.isObject()) {
            throw RpcError.invalidParams(Era.MODERN, "params._meta is required in protocol " + Era.MODERN.version()
                    + ": it carries " + Era.META_VERSION + " and " + META_CAPABILITIES + ".");
        }
        JsonNode version = meta.get(Era.META_VERSION);
        if (version == null || !version.isTextual()) {
            throw RpcError.invalidParams(Era.MODERN, "params._meta." + Era.META_VERSION + " must be a string.");
        }
        JsonNode capabilities = meta.get(META_CAPABILITIES);
        if (capabilities == null || !capabilities.isObject()) {
            throw RpcError.invalidParams(Era.MODERN, "params._meta." + META_CAPABILITIES + " must be an object.");
        }
        if (!version.asText().equals(HeaderValues.trim(headers.apply(Era.VERSION_HEADER)))) {
            throw RpcError.headerMismatch("The " + Era.VERSION_HEADER + " header must be sent and equal params._meta."
                    + Era.META_VERSION + ".");
        }
        if (!message.method().equals(HeaderValues.decoded(METHOD_HEADER, headers.apply(METHOD_HEADER)))) {
            throw RpcError.headerMismatch("The " + METHOD_HEADER + " header must be sent and equal the body's method.");
        }
        String name = HeaderValues.decoded(NAME_HEADER, headers.apply(NAME_HEADER));
        if (!Objects.equals(nameInBody(message), name)) {
            throw RpcError.headerMismatch("The " + NAME_HEADER + " header must be sent with tools/call, prompts/get"
                    + " and resources/read, equal to params.name (params.uri for resources/read), and only then.");
        }
        if (!Era.MODERN.version().equals(version.asText())) {
            throw RpcError.unsupportedVersion(version.asText(), McpVersions.MODERN_ONLY);
        }
    }

    private static String nameInBody(RpcMessage message) {
        String field = switch (message.method()) {
            case "tools/call", "prompts/get" -> "name";
            case "resources/read" -> "uri";
            default -> null;
        };
        JsonNode value = field == null ? null : message.params().get(field);
        return value != null && value.isTextual() ? value.asText() : null;
    }
}
