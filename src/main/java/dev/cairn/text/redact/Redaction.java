package dev.cairn.text.redact;

import java.util.List;
import java.util.Map;

/** redact_sensitive_text's result: the text with every value replaced, and where each placeholder went. */
public record Redaction(String text, boolean changed, List<Replacement> replacements, boolean truncated,
                        Summary summary) {
    /**
     * @param replacementCount every replacement, also those beyond the listed ones
     * @param counts           replacements per type
     * @param distinctCounts   distinct values (so distinct placeholders) per type
     */
    public record Summary(int replacementCount, Map<String, Integer> counts, Map<String, Integer> distinctCounts) {
    }
}
