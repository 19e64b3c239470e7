package dev.cairn.text.context;

import dev.cairn.text.injection.ScanReport;
import dev.cairn.text.secrets.SecretReport;
import dev.cairn.text.unicode.Inspection;

/**
 * prepare_for_agent's result: the agent-ready text plus every report, each about the text as sent.
 *
 * @param redaction null unless redaction was asked for
 */
public record Prepared(String text, boolean changed, ScrubStep scrub, Inspection inspection, ScanReport risk,
                       SecretReport secrets, RedactionStep redaction) {
}
