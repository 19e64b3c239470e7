package dev.cairn.discovery;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.mcp.McpVersions;
import jakarta.ws.rs.core.MediaType;
import java.util.List;

/**
 * Cairn's MCP Server Card, served at {@code /mcp/server-card} (the SEP-2127 location, the MCP endpoint's URL
 * plus {@code /server-card}) and {@code /.well-known/mcp/server-card.json} (where SEP-1649 clients look). It is a
 * SEP-2127 card (schema of modelcontextprotocol/experimental-ext-server-card) plus, at its open top level, the
 * {@code tools} (name and title, catalog order) and the empty {@code resources} and {@code prompts} that spec
 * §4.9.3 asks for; camelCase names, so it is built as a tree, not from snake_case records.
 */
final class ServerCard {
    static final MediaType MEDIA_TYPE = new MediaType("application", "mcp-server-card+json");
    static final String SCHEMA = "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json";
    /** Reverse-DNS, as the card's name must be: the namespace of Cairn's code. */
    static final String NAME = "dev.cairn/cairn";
    /** At most 100 characters, the card's bound. */
    static final String DESCRIPTION = "Text-integrity and agent-control tools for AI agents, over REST and MCP.";
    private static final String AUTHORIZATION = "Bearer followed by a Cairn API key. Only the tools that keep"
            + " state need one; the free tools and the trials work without it.";

    private final List<ToolSpec> tools;
    private final String version;

    ServerCard(List<ToolSpec> tools, String version) {
        this.tools = List.copyOf(tools);
        this.version = version;
    }

    ObjectNode render(Links links) {
        return JsonTree.object("$schema", SCHEMA, "name", NAME, "version", version, "description", DESCRIPTION,
                "title", About.TITLE, "websiteUrl", links.base(), "remotes", List.of(remote(links)),
                "tools", tools.stream().map(tool -> JsonTree.object("name", tool.name(), "title", tool.title()))
                        .toList(),
                "resources", List.of(), "prompts", List.of());
    }

    private static ObjectNode remote(Links links) {
        ObjectNode authorization = JsonTree.object("name", "Authorization", "description", AUTHORIZATION,
                "isRequired", false, "isSecret", true, "placeholder", "Bearer cairn_live_...");
        return JsonTree.object("type", About.MCP_TRANSPORT, "url", links.mcp(), "headers", List.of(authorization),
                "supportedProtocolVersions", McpVersions.ALL);
    }
}
