package dev.cairn.catalog;

import dev.cairn.api.Access;

/**
 * What the catalog says of one tool. {@code name} is the MCP tool name and the schema file name
 * ({@code schemas/<name>.json}, {@code schemas/<name>.output.json}); {@code path} is the REST route.
 * {@code findsRecords}: the tool names a stored record by id, so it can answer 404 {@code not_found}.
 */
public record ToolSpec(String name, String path, String title, String description, Access access, Hints hints,
                       boolean findsRecords) {

    public ToolSpec(String name, String path, String title, String description, Access access, Hints hints) {
        this(name, path, title, description, access, hints, access == Access.PUBLIC);
    }

    /** Whether the tool may be paid per call with x402: the premium text tools (spec §4.2). */
    public boolean payable() {
        return access == Access.TRIAL;
    }

    /** The route of the tool's pay-per-call twin ({@code /x402/v1/scan} for {@code /v1/scan}); only if payable. */
    public String paidPath() {
        return "/x402" + path;
    }

    /** The same tool, noted as one that looks up a stored record by id. */
    public ToolSpec findingRecords() {
        return new ToolSpec(name, path, title, description, access, hints, true);
    }
}
