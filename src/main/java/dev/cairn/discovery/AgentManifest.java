package dev.cairn.discovery;

import dev.cairn.catalog.ToolSpec;
import dev.cairn.mcp.McpVersions;
import java.util.List;

/** {@code /agents.json}: where and how an agent talks to Cairn, and every tool, generated from the catalog. */
final class AgentManifest {
    private final List<ToolSpec> tools;
    private final String version;

    AgentManifest(List<ToolSpec> tools, String version) {
        this.tools = List.copyOf(tools);
        this.version = version;
    }

    record Document(String name, String title, String description, String version, Endpoints endpoints, Mcp mcp,
                    Auth auth, List<Tool> tools) {
    }

    record Endpoints(String rest, String mcp, String openapi, String agents, String llmsTxt, String health,
                     String x402) {
    }

    record Mcp(String url, String transport, List<String> protocolVersions) {
    }

    record Auth(String scheme, String header, String keyFormat, List<String> keyRequiredFor,
                boolean discoveryIsPublic, String rule) {
    }

    record Tool(String name, String title, String description, Rest rest, String mcpName, boolean needsApiKey,
                boolean readOnly) {
    }

    record Rest(String method, String path, String url) {
    }

    Document render(Links links) {
        return new Document(About.NAME, About.TITLE, About.SUMMARY, version,
                new Endpoints(links.base(), links.mcp(), links.url(Links.OPENAPI), links.url(Links.AGENTS),
                        links.url(Links.LLMS_TXT), links.url(Links.HEALTH), links.url(Links.X402)),
                new Mcp(links.mcp(), About.MCP_TRANSPORT, McpVersions.ALL),
                new Auth("bearer", About.BEARER_HEADER, About.KEY_FORMAT,
                        tools.stream().filter(ToolFacts::needsApiKey).map(ToolSpec::name).toList(), true,
                        About.KEY_RULE),
                tools.stream().map(tool -> tool(tool, links)).toList());
    }

    private static Tool tool(ToolSpec tool, Links links) {
        return new Tool(tool.name(), tool.title(), ToolFacts.firstSentence(tool),
                new Rest("POST", tool.path(), links.url(tool.path())), tool.name(), ToolFacts.needsApiKey(tool),
                tool.hints().readOnly());
    }
}
