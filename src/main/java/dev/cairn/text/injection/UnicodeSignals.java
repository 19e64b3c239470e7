package dev.cairn.text.injection;

import dev.cairn.text.unicode.Finding;
import dev.cairn.text.unicode.Inspection;
import dev.cairn.text.unicode.TextInspector;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Unicode smuggling from inspect_text: invisible, reordering and tag characters at medium or high
 * severity. Text hidden in tag characters or variation selectors is scanned again.
 */
final class UnicodeSignals {
    private static final Set<String> SMUGGLING = Set.of("bidi_control", "tag_character", "zero_width",
        "variation_selector", "control");

    private UnicodeSignals() {
    }

    /** {@code inspection} is inspect_text's report of {@code text}, or null: then it is made here if it can matter. */
    static void add(String text, Inspection inspection, Function<String, List<Draft>> rescan, List<Draft> out) {
        if (inspection == null && !TextInspector.mayHide(text)) {
            return;
        }
        Inspection report = inspection == null ? TextInspector.inspect(text) : inspection;
        for (Finding finding : report.findings()) {
            int severity = severity(finding.severity());
            if (severity < Severity.MEDIUM || !SMUGGLING.contains(finding.category())) {
                continue;
            }
            int end = finding.offset() + finding.length();
            out.add(new Draft("unicode_smuggling", severity, finding.offset(), end,
                "invisible or reordering Unicode characters (" + finding.category() + ", see inspect_text)"));
            if (finding.decoded() != null) {
                for (Draft inner : rescan.apply(finding.decoded())) {
                    out.add(inner.at(finding.offset(), end, "unicode_tags"));
                }
            }
        }
    }

    private static int severity(String name) {
        return switch (name) {
            case "high" -> Severity.HIGH;
            case "medium" -> Severity.MEDIUM;
            case "low" -> Severity.LOW;
            default -> 0;
        };
    }
}
