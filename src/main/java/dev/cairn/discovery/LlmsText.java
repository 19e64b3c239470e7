package dev.cairn.discovery;

import dev.cairn.catalog.ToolSpec;
import dev.cairn.mcp.McpVersions;
import java.util.List;

/**
 * {@code /llms.txt} (llmstxt.org): Markdown an LLM can read to use Cairn: a title, a summary, how to call
 * REST and MCP, then link lists of the machine-readable documents and of every tool in the catalog.
 */
final class LlmsText {
    private final List<ToolSpec> tools;
    private final String version;

    LlmsText(List<ToolSpec> tools, String version) {
        this.tools = List.copyOf(tools);
        this.version = version;
    }

    String render(Links links) {
        StringBuilder text = new StringBuilder()
                .append("# ").append(About.TITLE).append("\n\n")
                .append("> ").append(About.SUMMARY).append(" Version ").append(version).append(".\n\n")
                .append("Base URL: ").append(links.base()).append("\n\n")
                .append("How to call Cairn:\n\n")
                .append("- REST: send `POST` with a JSON object body (`Content-Type: application/json`) to the tool's")
                .append(" URL below. Unknown properties are refused. Results are `application/json`.\n")
                .append("- MCP: ").append(links.mcp()).append(", transport Streamable HTTP, protocol versions ")
                .append(String.join(" and ", McpVersions.ALL)).append(", JSON responses only. MCP tool names and")
                .append(" input schemas are the same as the REST ones; `tools/list` needs no key.\n")
                .append("- API key: send `").append(About.BEARER_HEADER).append("` on REST and MCP alike. ")
                .append(About.KEY_RULE).append('\n')
                .append("- ").append(About.ERRORS).append(" Statuses: 400 the body is not valid for the tool,")
                .append(" 401 API key missing or invalid, 413 body too large, 422 well-formed but refused by the")
                .append(" tool's rules, 500 a fault of the service (quote the incident id in its detail).\n")
                .append("- ").append(About.DECISIONS).append("\n\n");
        documents(text, links);
        text.append("## Tools\n\n");
        for (ToolSpec tool : tools) {
            tool(text, tool, links);
        }
        return text.toString();
    }

    private static void documents(StringBuilder text, Links links) {
        text.append("## Documents\n\n")
                .append("- [OpenAPI 3.1 contract](").append(links.url(Links.OPENAPI))
                .append("): every route with its input and output JSON Schemas and an example request\n")
                .append("- [Agent manifest](").append(links.url(Links.AGENTS))
                .append("): endpoints, MCP transport, authentication and the tool list as JSON\n")
                .append("- [x402 manifest](").append(links.url(Links.X402))
                .append("): pay-per-call resources and the configured payment rail\n")
                .append("- [Health](").append(links.url(Links.HEALTH))
                .append("): service status, version and whether x402 is enabled\n\n");
    }

    private static void tool(StringBuilder text, ToolSpec tool, Links links) {
        text.append("- [").append(tool.name()).append("](").append(links.url(tool.path())).append("): ")
                .append(tool.title()).append(". REST `POST ").append(tool.path()).append("`; MCP tool `")
                .append(tool.name()).append("`; API key ")
                .append(ToolFacts.keyNeed(tool))
                .append(tool.hints().readOnly() ? "; read-only. " : ". ")
                .append(tool.description()).append('\n');
    }
}
