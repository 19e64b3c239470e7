package dev.cairn.catalog;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;

/** The four MCP tool annotation hints, all stated explicitly for every tool. */
public record Hints(boolean readOnly, boolean destructive, boolean idempotent, boolean openWorld) {
    public static final Hints READ_ONLY = new Hints(true, false, true, false);
    /** Changes state in Cairn; repeating the same call gives the same outcome. */
    public static final Hints IDEMPOTENT_WRITE = new Hints(false, false, true, false);
    /** Changes state in Cairn; a repeat may give another outcome (a second claim is refused). */
    public static final Hints WRITE = new Hints(false, false, false, false);

    /** The hints as MCP {@code ToolAnnotations} members, all four stated. */
    public ObjectNode mcpAnnotations() {
        return Json.MAPPER.createObjectNode()
                .put("readOnlyHint", readOnly)
                .put("destructiveHint", destructive)
                .put("idempotentHint", idempotent)
                .put("openWorldHint", openWorld);
    }
}
