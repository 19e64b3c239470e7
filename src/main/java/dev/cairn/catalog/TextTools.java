package dev.cairn.catalog;

import dev.cairn.api.Access;

/** The Unicode integrity tools (spec §4.2): inspect, scrub and compare untrusted text. */
public final class TextTools {
    private TextTools() {
    }

    public static final ToolSpec SCRUB_TEXT = new ToolSpec("scrub_text", "/v1/scrub",
            "Scrub hidden characters from text",
            "Removes or normalizes what inspect_text flags (bidi controls, Unicode tag characters, stray zero-width"
                    + " characters and variation selectors, control characters, lone surrogates, unusual spaces)"
                    + " without rewriting wording. Legitimate emoji, scripts and typography are kept byte for byte."
                    + " mode: standard (default), strict (also private-use, unassigned and every stray"
                    + " default-ignorable) or unicode (strict plus NFKC). Returns the text, whether it changed, and"
                    + " counts per category of what was removed or replaced. Call it on untrusted text before an"
                    + " agent reads it.",
            Access.OPEN, Hints.READ_ONLY);

    public static final ToolSpec INSPECT_TEXT = new ToolSpec("inspect_text", "/v1/inspect",
            "Inspect text for Unicode anomalies",
            "Reports every hidden or deceptive character in a text with its exact position (UTF-16 offset and"
                    + " length, 1-based line and column), code points, Unicode names, category, severity and a"
                    + " one-line explanation: bidi controls (Trojan Source), tag characters with the hidden ASCII"
                    + " they spell, zero-width characters, smuggled variation selectors, controls, mixed-script"
                    + " words and confusables (UTS #39 skeletons), and normalization changes. Ordinary multilingual"
                    + " text and emoji produce no finding above info. Changes nothing.",
            Access.OPEN, Hints.READ_ONLY);

    public static final ToolSpec COMPARE_TEXT = new ToolSpec("compare_text", "/v1/compare",
            "Compare two texts for hidden changes",
            "Answers whether someone slipped hidden or look-alike characters into a text: exact equality, the"
                    + " first difference (offset, line, column), a compact diff, whether the texts are equal after"
                    + " scrubbing in each mode, after NFC and NFKC and by UTS #39 skeleton, and the invisible or"
                    + " confusable characters present in one text and not the other.",
            Access.TRIAL, Hints.READ_ONLY);
}
