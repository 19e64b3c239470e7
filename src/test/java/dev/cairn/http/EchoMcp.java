package dev.cairn.http;

import static dev.cairn.http.EchoBodies.q;

import dev.cairn.testing.Mcp;
import dev.cairn.testing.Probe;
import dev.cairn.testing.Sentinels;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * MCP requests of either era with a sentinel in one place: the method, a tool name, a header, the
 * protocol version in {@code _meta}, a resource uri, a prompt name, or the arguments of tools/call. Requests
 * are written as text so that arguments may repeat names or hold unpaired surrogates. The JSON-RPC id,
 * which the protocol echoes, never holds a sentinel.
 */
final class EchoMcp {
    private final Sentinels sentinels;
    private final String apiKey;
    private final boolean modern;
    private final String era;

    EchoMcp(Sentinels sentinels, String apiKey, boolean modern) {
        this.sentinels = sentinels;
        this.apiKey = apiKey;
        this.modern = modern;
        this.era = modern ? Mcp.MODERN : Mcp.LEGACY;
    }

    String mint(String kind) {
        return sentinels.mint(kind + " @ /mcp " + era);
    }

    /** A request whose {@code params} is {@code paramsText}; {@code overrides} replace headers. */
    Probe probe(String kind, String method, String paramsText, String name, Map<String, String> overrides) {
        Map<String, String> headers = Mcp.baseHeaders(apiKey);
        headers.put("MCP-Protocol-Version", era);
        String params = paramsText;
        if (modern) {
            headers.put("Mcp-Method", method);
            if (name != null) {
                headers.put("Mcp-Name", name);
            }
            String meta = "\"_meta\":" + Mcp.modernMeta();
            params = params == null ? "{" + meta + "}" : params.equals("{}") ? "{" + meta + "}"
                    : params.substring(0, params.length() - 1) + "," + meta + "}";
        }
        headers.putAll(overrides);
        List<String[]> list = new ArrayList<>();
        headers.forEach((header, value) -> list.add(new String[] {header, value}));
        String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":" + q(method)
                + (params == null ? "" : ",\"params\":" + params) + "}";
        return Probe.http("POST /mcp " + era, kind, "POST", "/mcp", list, body);
    }

    Probe probe(String kind, String method, String paramsText, String name) {
        return probe(kind, method, paramsText, name, Map.of());
    }

    /** tools/call of {@code tool} with {@code argumentsText} as its arguments. */
    Probe call(String kind, String tool, String argumentsText) {
        return probe(kind, "tools/call", "{\"name\":" + q(tool) + ",\"arguments\":" + argumentsText + "}", tool);
    }

    /** The placements of the transport and the protocol, apart from tool arguments. */
    List<Probe> protocolPlacements() {
        List<Probe> probes = new ArrayList<>();
        String s = mint("tool name in tools/call");
        probes.add(call("tool name in tools/call", s, "{}"));
        s = mint("method name");
        probes.add(probe("method name", s, "{}", null));
        s = mint("MCP-Protocol-Version header");
        probes.add(probe("MCP-Protocol-Version header", "tools/list", "{}", null, Map.of("MCP-Protocol-Version", s)));
        s = mint("6,000-character MCP-Protocol-Version header");
        probes.add(probe("6,000-character MCP-Protocol-Version header", "tools/list", "{}", null,
                Map.of("MCP-Protocol-Version", s + "x".repeat(6000 - s.length()))));
        s = mint("6,000-character MCP-Protocol-Version header, sentinel at its end");
        probes.add(probe("6,000-character MCP-Protocol-Version header, sentinel at its end", "tools/list", "{}", null,
                Map.of("MCP-Protocol-Version", "2".repeat(6000 - s.length()) + s)));
        s = mint("Mcp-Method header");
        probes.add(probe("Mcp-Method header", "tools/list", "{}", null, Map.of("Mcp-Method", s)));
        s = mint("Mcp-Name header");
        probes.add(probe("Mcp-Name header", "tools/call", "{\"name\":\"scrub_text\",\"arguments\":{\"text\":\"a\"}}",
                "scrub_text", Map.of("Mcp-Name", s)));
        s = mint("Mcp-Name header, Base64-wrapped");
        probes.add(probe("Mcp-Name header, Base64-wrapped", "tools/call", "{\"name\":\"scrub_text\",\"arguments\":{}}",
                "scrub_text", Map.of("Mcp-Name", "=?base64?" + Base64.getEncoder().encodeToString(
                        s.getBytes(StandardCharsets.UTF_8)) + "?=")));
        s = mint("Mcp-Name header, broken Base64 wrapping");
        probes.add(probe("Mcp-Name header, broken Base64 wrapping", "tools/call", "{\"name\":\"scrub_text\"}",
                "scrub_text", Map.of("Mcp-Name", "=?base64?" + s + "?=")));
        s = mint("resources/read uri");
        probes.add(probe("resources/read uri", "resources/read", "{\"uri\":" + q("file:///" + s) + "}", "file:///" + s));
        s = mint("prompts/get name");
        probes.add(probe("prompts/get name", "prompts/get", "{\"name\":" + q(s) + "}", s));
        s = mint("tools/list cursor");
        probes.add(probe("tools/list cursor", "tools/list", "{\"cursor\":" + q(s) + "}", null));
        s = mint("params member name");
        probes.add(probe("params member name", "tools/list", "{" + q(s) + ":1}", null));
        s = mint("jsonrpc value");
        probes.add(Probe.http("POST /mcp " + era, "jsonrpc value", "POST", "/mcp", headers(Map.of()),
                "{\"jsonrpc\":" + q(s) + ",\"id\":1,\"method\":\"tools/list\"}"));
        s = mint("params that are not an object");
        probes.add(probe("params that are not an object", "tools/list", q(s), null));
        s = mint("method in a batch");
        probes.add(Probe.http("POST /mcp " + era, "method in a batch", "POST", "/mcp", headers(Map.of()),
                "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":" + q(s) + "}]"));
        s = mint("error message of a response sent to the server");
        probes.add(Probe.http("POST /mcp " + era, "error message of a response sent to the server", "POST", "/mcp",
                headers(Map.of()), "{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":1,\"message\":" + q(s) + "}}"));
        s = mint("Origin header");
        probes.add(probe("Origin header", "tools/list", "{}", null, Map.of("Origin", "https://" + s + ".example")));
        s = mint("Authorization header");
        probes.add(probe("Authorization header", "tools/call", "{\"name\":\"check_action\",\"arguments\":{\"key\":\"k\"}}",
                "check_action", Map.of("Authorization", "Bearer " + s)));
        s = mint("Content-Type header");
        probes.add(probe("Content-Type header", "tools/list", "{}", null, Map.of("Content-Type", "application/" + s)));
        s = mint("Content-Type charset");
        probes.add(probe("Content-Type charset", "tools/list", "{}", null,
                Map.of("Content-Type", "application/json; charset=" + s)));
        s = mint("Accept header");
        probes.add(probe("Accept header", "tools/list", "{}", null, Map.of("Accept", s + "/json")));
        if (modern) {
            modernPlacements(probes);
        } else {
            s = mint("logging/setLevel level");
            probes.add(probe("logging/setLevel level", "logging/setLevel", "{\"level\":" + q(s) + "}", null));
            s = mint("initialize protocolVersion");
            probes.add(probe("initialize protocolVersion", "initialize", "{\"protocolVersion\":" + q(s)
                    + ",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}", null));
        }
        return probes;
    }

    private void modernPlacements(List<Probe> probes) {
        String s = mint("_meta protocol version, header equal");
        String meta = Mcp.modernMeta().put("io.modelcontextprotocol/protocolVersion", s).toString();
        probes.add(Probe.http("POST /mcp " + era, "_meta protocol version, header equal", "POST", "/mcp",
                headers(Map.of("MCP-Protocol-Version", s, "Mcp-Method", "tools/list")),
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{\"_meta\":" + meta + "}}"));
        s = mint("_meta protocol version, header different");
        meta = Mcp.modernMeta().put("io.modelcontextprotocol/protocolVersion", s).toString();
        probes.add(Probe.http("POST /mcp " + era, "_meta protocol version, header different", "POST", "/mcp",
                headers(Map.of("MCP-Protocol-Version", Mcp.MODERN, "Mcp-Method", "tools/list")),
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{\"_meta\":" + meta + "}}"));
        s = mint("_meta client capabilities of the wrong type");
        meta = Mcp.modernMeta().put("io.modelcontextprotocol/clientCapabilities", s).toString();
        probes.add(Probe.http("POST /mcp " + era, "_meta client capabilities of the wrong type", "POST", "/mcp",
                headers(Map.of("MCP-Protocol-Version", Mcp.MODERN, "Mcp-Method", "tools/list")),
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{\"_meta\":" + meta + "}}"));
        s = mint("_meta that is not an object");
        probes.add(Probe.http("POST /mcp " + era, "_meta that is not an object", "POST", "/mcp",
                headers(Map.of("MCP-Protocol-Version", Mcp.MODERN, "Mcp-Method", "tools/list")),
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{\"_meta\":" + q(s) + "}}"));
    }

    private List<String[]> headers(Map<String, String> overrides) {
        Map<String, String> headers = new LinkedHashMap<>(Mcp.baseHeaders(apiKey));
        headers.put("MCP-Protocol-Version", era);
        headers.putAll(overrides);
        List<String[]> list = new ArrayList<>();
        headers.forEach((header, value) -> list.add(new String[] {header, value}));
        return list;
    }
}
