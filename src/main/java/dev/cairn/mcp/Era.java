package dev.cairn.mcp;

/**
 * The two protocol eras {@code /mcp} serves, chosen per request: the stateless 2026-07-28 era when the
 * request names its version in {@code _meta} or its {@code MCP-Protocol-Version} header says 2026-07-28,
 * otherwise the 2025-11-25 era.
 */
enum Era {
    LEGACY(McpVersions.LEGACY),
    MODERN(McpVersions.MODERN);

    static final String VERSION_HEADER = "MCP-Protocol-Version";
    static final String META_VERSION = "io.modelcontextprotocol/protocolVersion";

    private final String version;

    Era(String version) {
        this.version = version;
    }

    String version() {
        return version;
    }

    static Era of(RpcMessage message, String versionHeader) {
        boolean versionInMeta = message.params().path("_meta").has(META_VERSION);
        return versionInMeta || MODERN.version.equals(HeaderValues.trim(versionHeader)) ? MODERN : LEGACY;
    }
}
