package dev.cairn.http;

import static dev.cairn.http.EchoBodies.q;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.Probe;
import dev.cairn.testing.Sentinels;
import dev.cairn.testing.Wire;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Builds one fuzz request for a target: its usual method, path, headers and body, each then varied at
 * random (a malformed body nearly always; another method, path or header now and then).
 */
final class FuzzRequests {
    enum Kind { TOOL, MCP_LEGACY, MCP_MODERN, SIGNAL, GET }

    /** A route to aim at; {@code example} and {@code properties} are set for catalog tools and MCP tools/call. */
    record Target(String route, Kind kind, String path, boolean keyed, ObjectNode example, JsonNode properties) {
    }

    /** In a target's path: replaced by a new sentinel in each request. */
    static final String FRESH = "{sentinel}";
    private static final String[] MCP_METHODS = {"tools/list", "tools/call", "tools/call", "tools/call", "initialize",
            "ping", "server/discover", "resources/list", "resources/read", "prompts/get", "prompts/list",
            "notifications/initialized", "logging/setLevel", "completion/complete"};

    private final Sentinels sentinels;
    private final String apiKey;
    private final List<Target> tools;

    FuzzRequests(Sentinels sentinels, String apiKey, List<Target> tools) {
        this.sentinels = sentinels;
        this.apiKey = apiKey;
        this.tools = tools;
    }

    Probe build(Target target, Random random) {
        FuzzHttp http = new FuzzHttp(random, sentinels, target.route());
        List<String> mutation = new ArrayList<>();
        String method = target.kind() == Kind.GET ? "GET" : "POST";
        if (random.nextInt(10) == 0) {
            method = http.method();
            mutation.add("method " + method);
        }
        // a fresh sentinel per request where the target names an id or token: a leak then names its request
        String path = target.path().replace(FRESH, sentinels.mint("path: id or token @ " + target.route()));
        if (random.nextInt(6) == 0) {
            String[] variant = http.path(path);
            path = variant[1];
            mutation.add("path: " + variant[0]);
        }
        List<String[]> headers = Wire.headers("Content-Type", "application/json", "Accept",
                target.kind() == Kind.MCP_LEGACY || target.kind() == Kind.MCP_MODERN
                        ? "application/json, text/event-stream" : "application/json");
        if (target.keyed()) {
            headers.add(new String[] {"Authorization", "Bearer " + apiKey});
        }
        FuzzBodies.Body body = switch (target.kind()) {
            case TOOL -> new FuzzBodies(random, sentinels, target.route(), Set.of()).next(target.example(), target.properties());
            case MCP_LEGACY, MCP_MODERN -> mcp(target, random, headers);
            case SIGNAL -> signal(random, headers);
            case GET -> random.nextInt(5) == 0 ? FuzzBodies.Body.of("body on GET", "{" + q(sentinels.mint(
                    "body on GET @ " + target.route())) + ":1}") : new FuzzBodies.Body("no body", null, Set.of());
        };
        mutation.add(0, body.kind());
        for (int i = random.nextInt(8) == 0 ? 1 + random.nextInt(2) : 0; i > 0; i--) {
            String[] header = http.header(apiKey);
            FuzzHttp.set(headers, header[0], header[1]);
            mutation.add("header " + header[2]);
        }
        byte[] bytes = body.bytes();
        if (bytes != null && random.nextInt(25) == 0) {
            FuzzHttp.set(headers, "Transfer-Encoding", "chunked");
            bytes = chunked(bytes, 1 + random.nextInt(4096));
            mutation.add("chunked");
        }
        return Probe.http(target.route(), String.join("; ", mutation), method, path, headers, bytes)
                .returning(body.byDesign());
    }

    /** A JSON-RPC request of either era, malformed in its envelope or in the arguments of tools/call. */
    private FuzzBodies.Body mcp(Target target, Random random, List<String[]> headers) {
        boolean modern = target.kind() == Kind.MCP_MODERN;
        String method = MCP_METHODS[random.nextInt(MCP_METHODS.length)];
        ObjectNode params = Json.MAPPER.createObjectNode();
        Target tool = tools.get(random.nextInt(tools.size()));
        String name = null;
        switch (method) {
            case "tools/call" -> params.put("name", name = tool.route().substring(tool.route().lastIndexOf(' ') + 1))
                    .set("arguments", tool.example());
            case "initialize" -> params.put("protocolVersion", Mcp.LEGACY).set("capabilities", params.objectNode());
            case "resources/read" -> params.put("uri", name = "cairn://none");
            case "prompts/get" -> params.put("name", name = "none");
            case "logging/setLevel" -> params.put("level", "info");
            default -> { }
        }
        if (modern) {
            params.set("_meta", Mcp.modernMeta());
            headers.addAll(Wire.headers("Mcp-Method", method));
            if (name != null) {
                headers.add(new String[] {"Mcp-Name", name});
            }
        }
        headers.add(new String[] {"MCP-Protocol-Version", modern ? Mcp.MODERN : Mcp.LEGACY});
        ObjectNode request = Json.MAPPER.createObjectNode().put("jsonrpc", "2.0").put("id", random.nextInt(1000))
                .put("method", method);
        request.set("params", params);
        if (method.equals("tools/call") && random.nextBoolean()) { // break the arguments, keep the envelope
            FuzzBodies.Body arguments = new FuzzBodies(random, sentinels, target.route() + " tools/call " + name,
                    Set.of()).next(tool.example(), tool.properties());
            ObjectNode withMarker = request.deepCopy();
            ((ObjectNode) withMarker.get("params")).put("arguments", "@@ARGS@@");
            String[] around = withMarker.toString().split("\"@@ARGS@@\"");
            byte[] bytes = arguments.bytes() == null ? new byte[0] : arguments.bytes();
            return new FuzzBodies.Body("tools/call " + name + " arguments: " + arguments.kind(), FuzzBodies.concat(
                    around[0].getBytes(StandardCharsets.UTF_8), bytes, around[1].getBytes(StandardCharsets.UTF_8)),
                    arguments.byDesign());
        }
        FuzzBodies.Body envelope = new FuzzBodies(random, sentinels, target.route(), Set.of("id"))
                .next(request, request);
        return new FuzzBodies.Body(method + " envelope: " + envelope.kind(), envelope.bytes(), envelope.byDesign());
    }

    /** A delivery to a signal inbox: JSON, text or bytes, small or around the 64 KB limit, of any declared type. */
    private FuzzBodies.Body signal(Random random, List<String[]> headers) {
        String s = sentinels.mint("signal payload @ POST /signal/{token}");
        String[] types = {"application/json", "text/plain", "text/plain; charset=utf-8", "application/octet-stream",
                null, "application/json; charset=" + s, "text/html", "application/x-www-form-urlencoded"};
        String type = types[random.nextInt(types.length)];
        FuzzHttp.set(headers, "Content-Type", type);
        int size = new int[] {0, 10, 1000, 65_535, 65_536, 65_537, 70_000}[random.nextInt(7)];
        byte[] body = switch (random.nextInt(4)) {
            case 0 -> ("{\"event\":" + q(s + "x".repeat(Math.max(0, size - s.length() - 12))) + "}")
                    .getBytes(StandardCharsets.UTF_8);
            case 1 -> (s + "y".repeat(Math.max(0, size - s.length()))).getBytes(StandardCharsets.UTF_8);
            case 2 -> FuzzBodies.concat(s.getBytes(StandardCharsets.UTF_8), new byte[] {(byte) 0xFF, (byte) 0xC3, 0x28},
                    new byte[Math.max(0, size - s.length())]);
            default -> ("{\"event\":" + q(s) + ",\"event\":2,\"n\":1e999999}").getBytes(StandardCharsets.UTF_8);
        };
        return new FuzzBodies.Body("signal payload " + body.length + " bytes as " + type, body, Set.of());
    }

    static byte[] chunked(byte[] body, int chunk) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (int at = 0; at < body.length; at += chunk) {
            int n = Math.min(chunk, body.length - at);
            out.writeBytes((Integer.toHexString(n) + "\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(body, at, n);
            out.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
        }
        out.writeBytes("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }
}
