package dev.cairn.text.rework;

import java.util.List;
import java.util.Map;

/**
 * What rework_text did (spec §2, "Rework result", without the brand and notice the tool adds):
 * the text, the change figures computed from it (docs/text-tools.md defines them), counts per
 * transformation, and per protected class how many items were found and how many the output keeps.
 */
public record Rework(String reworkedText, ReworkMode mode, int charactersIn, int charactersOut,
                     int wordingChangePercent, int structuralChangePercent, Map<String, Integer> transformations,
                     Map<String, Protection> protectedItems, List<String> warnings) {

    /** One protected class: items found in the input, and how many of them the output holds unchanged, in order. */
    public record Protection(int found, int preserved) {
    }
}
