package dev.cairn.text.context;

import dev.cairn.text.redact.Redaction;
import dev.cairn.text.redact.Replacement;
import java.util.List;

/**
 * What redaction replaced, applied to the scrubbed text: each replacement's {@code offset} is in the final
 * text and its {@code input_offset} in the scrubbed text.
 */
public record RedactionStep(List<Replacement> replacements, boolean truncated, Redaction.Summary summary) {
    static RedactionStep of(Redaction redaction) {
        return new RedactionStep(redaction.replacements(), redaction.truncated(), redaction.summary());
    }
}
