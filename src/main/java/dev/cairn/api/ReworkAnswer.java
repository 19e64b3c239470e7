package dev.cairn.api;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;

/**
 * rework_text's result (spec §2, "Rework result"): the engine's rework with the brand, the engine's version and
 * the notice. Every transformation and every protected class is listed, zero when the text had none.
 */
public record ReworkAnswer(String brand, String engineVersion, String reworkedText, String mode, int charactersIn,
                           int charactersOut, int wordingChangePercent, int structuralChangePercent,
                           Map<String, Integer> transformations,
                           @JsonProperty("protected") Map<String, Protection> protectedItems, List<String> warnings,
                           String notice) {
    /** Spec §4.2: what the tool is not, stated on every answer. */
    public static final String NOTICE = "Wording rewritten deterministically by rule, without a language model:"
            + " the same text and mode give the same output. It does not verify authorship or watermark status,"
            + " and it does not make text undetectable.";

    /** One protected class: items found in the input, and how many the output keeps byte for byte and in order. */
    public record Protection(int found, int preserved) {
    }
}
