package dev.cairn.text.context;

import dev.cairn.text.injection.ScanReport;

/**
 * sanitize_agent_context's result: the text to hand to an agent and what was done to it.
 *
 * @param risk      the risk scan of the text as sent (its offsets point there)
 * @param redaction null unless redaction was asked for
 */
public record Sanitized(String text, boolean changed, ScrubStep scrub, ScanReport risk, RedactionStep redaction) {
}
