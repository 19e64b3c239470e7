package dev.cairn.quality.readiness;

import dev.cairn.api.Access;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;

/** check_agent_readiness: checks a supplied MCP Server Card; stateless, free allowance, fetches nothing. */
public final class ReadinessService implements Family {
    static final ToolSpec CHECK_AGENT_READINESS = new ToolSpec("check_agent_readiness", "/v1/readiness/check",
            "Check an MCP Server Card for agent readiness",
            "Checks the MCP Server Card you supply (SEP-2127, with SEP-1649 tools, transport and endpoints read"
                    + " too): card_format always (required members, types, name pattern, a version that is not a"
                    + " range; the first problems at JSON pointers), version when expected_version is given (equal"
                    + " exactly), required_tools when given (which names the card's tools list and which are"
                    + " missing; a card without tools fails it) and streamable_http when require_streamable_http is"
                    + " true (some remote declares streamable-http). verdict is ready when every check passed. A"
                    + " card over 256 KiB of UTF-8 JSON is 422 server_card_too_large; one nested deeper than 32"
                    + " levels is 422 invalid_server_card. Cairn fetches nothing and certifies neither security"
                    + " nor behavior.",
            Access.OPEN, Hints.READ_ONLY);

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(CHECK_AGENT_READINESS, ReadinessRecords.Request.class,
                (request, caller) -> ReadinessChecker.check(request));
    }
}
