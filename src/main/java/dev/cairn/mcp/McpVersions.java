package dev.cairn.mcp;

import java.util.List;

/** The MCP protocol revisions {@code /mcp} speaks, and where it is served. */
public final class McpVersions {
    public static final String PATH = "/mcp";
    /** Stateful era: initialize handshake, then requests carrying {@code MCP-Protocol-Version}. */
    public static final String LEGACY = "2025-11-25";
    /** Stateless era: every request carries its protocol version and capabilities in {@code _meta}. */
    public static final String MODERN = "2026-07-28";
    public static final List<String> ALL = List.of(LEGACY, MODERN);
    /** What {@code server/discover} offers: the versions spoken with per-request {@code _meta}. */
    public static final List<String> MODERN_ONLY = List.of(MODERN);

    private McpVersions() {
    }
}
