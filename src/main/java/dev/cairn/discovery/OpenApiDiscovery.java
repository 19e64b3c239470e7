package dev.cairn.discovery;

import static dev.cairn.discovery.JsonTree.object;
import static dev.cairn.discovery.OpenApiComponents.schemaRef;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The OpenAPI path items of the five discovery documents. Their examples are the real documents (the
 * agent manifest and llms.txt cut down to one tool), rendered with the same links as the contract.
 */
final class OpenApiDiscovery {
    static final String TAG = "discovery";
    private static final String JSON = "application/json";
    private static final String ABBREVIATED = "Abbreviated to one tool; the document lists every tool.";
    private static final String HEALTH_REPORT = "HealthReport";
    private static final String X402_RAIL = "X402Rail";

    private final AgentManifest oneToolManifest;
    private final LlmsText oneToolLlmsText;
    private final String version;
    private final X402Rail rail;
    private final List<String> paidPaths;

    OpenApiDiscovery(AgentManifest oneToolManifest, LlmsText oneToolLlmsText, String version, X402Rail rail,
                     List<String> paidPaths) {
        this.oneToolManifest = oneToolManifest;
        this.oneToolLlmsText = oneToolLlmsText;
        this.version = version;
        this.rail = rail;
        this.paidPaths = paidPaths;
    }

    ObjectNode pathItems(Links links) {
        return object(
                Links.OPENAPI, get("get_openapi", "OpenAPI 3.1 contract", "This document: every route of Cairn with"
                                + " its input and output JSON Schemas (2020-12), an example request and its errors.",
                        object("200", document(JSON, object("type", "object",
                                        "required", List.of("openapi", "info", "paths")),
                                "Abbreviated; the document lists every route.", object(
                                        "openapi", OpenApiDocument.OPENAPI_VERSION,
                                        "info", object("title", About.TITLE, "version", version),
                                        "servers", List.of(object("url", links.base())), "paths", object())))),
                Links.AGENTS, get("get_agent_manifest", "Agent manifest", "Service, endpoints, MCP transport and"
                                + " protocol versions, authentication, and every tool with its REST route, whether it"
                                + " needs an API key and whether it is read-only.",
                        object("200", document(JSON, object("type", "object", "required", List.of("name", "version",
                                "endpoints", "mcp", "auth", "tools")), ABBREVIATED, oneToolManifest.render(links)))),
                Links.LLMS_TXT, get("get_llms_txt", "llms.txt", "Markdown for language models (llmstxt.org): what"
                                + " Cairn is, how to call REST and MCP, and every tool. Served as text/plain;"
                                + " charset=utf-8.",
                        object("200", document("text/plain", object("type", "string"), ABBREVIATED,
                                oneToolLlmsText.render(links)))),
                Links.HEALTH, get("get_health", "Service health", "Whether the service and its stores are up, the"
                                + " version, and the x402 rail. Never cached (Cache-Control: no-store).",
                        object("200", health(true), "503", health(false))),
                Links.X402, get("get_x402_manifest", "x402 manifest", "The pay-per-call resources x402 clients and"
                                + " crawlers read (none while x402 is disabled) and Cairn's configured rail under cairn.",
                        object("200", document(JSON, x402Schema(), "The manifest.",
                                X402Manifest.of(rail, links, paidPaths)))));
    }

    private static ObjectNode get(String operationId, String summary, String description, ObjectNode responses) {
        return object("get", object("operationId", operationId, "summary", summary, "description", description,
                "tags", List.of(TAG), "security", List.of(), "responses", responses));
    }

    private static ObjectNode document(String mediaType, ObjectNode schema, String summary, Object example) {
        return object("description", "The document; Cache-Control: " + DocumentEndpoint.CACHE_CONTROL
                        + " (with Vary: Host when it is built from the request's host).",
                "content", object(mediaType, object("schema", schema,
                        "examples", object("document", object("summary", summary, "value", example)))));
    }

    /** The schemas the health and x402 documents share, for {@code components.schemas}. */
    static ObjectNode schemas() {
        return object(
                HEALTH_REPORT, object("type", "object", "required", List.of("status", "version", "x402"),
                        "properties", object("status", object("enum", List.of("ok", "degraded")),
                                "version", object("type", "string"),
                                "x402", schemaRef(X402_RAIL))),
                X402_RAIL, object("type", "object", "required", List.of("enabled", "network", "price_per_call_usd"),
                        "properties", object("enabled", object("type", "boolean"),
                                "network", object("type", "string",
                                        "description", "CAIP-2 chain id, e.g. eip155:8453."),
                                "price_per_call_usd", object("type", "string", "pattern", "^[0-9]+(\\.[0-9]+)?$",
                                        "description", "US dollars per call, as a decimal string."))));
    }

    private ObjectNode health(boolean healthy) {
        HealthReport report = HealthReport.of(healthy, version, rail);
        return object("description", healthy ? "Every health check passes." : "A store or another health check"
                        + " fails; which one is not said.",
                "content", object(JSON, object("schema", schemaRef(HEALTH_REPORT),
                        "examples", object(report.status(), object("value", report)))));
    }

    private static ObjectNode x402Schema() {
        return object("type", "object", "required", List.of("version", "resources"),
                "properties", object("version", object("const", 1),
                        "resources", object("type", "array", "items", object("type", "string", "format", "uri"),
                                "description", "Absolute URLs of pay-per-call routes."),
                        "instructions", object("type", "string"),
                        "cairn", schemaRef(X402_RAIL)));
    }
}
