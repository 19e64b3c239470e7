package dev.cairn.catalog;

import dev.cairn.api.Access;

/**
 * What the catalog says of one tool. {@code name} is the MCP tool name and the schema file name
 * ({@code schemas/<name>.json}, {@code schemas/<name>.output.json}); {@code path} is the REST route.
 */
public record ToolSpec(String name, String path, String title, String description, Access access, Hints hints) {
}
