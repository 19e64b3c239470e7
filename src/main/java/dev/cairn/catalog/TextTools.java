package dev.cairn.catalog;

import dev.cairn.api.Access;

/** The text tools (spec §4.2): inspect, scrub and compare untrusted text; detect credentials in it. */
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

    public static final ToolSpec DETECT_SECRETS = new ToolSpec("detect_secrets", "/v1/detect-secrets",
            "Detect credentials in text without echoing them",
            "Finds likely credentials in logs, configs, code and documents: provider tokens (GitHub, GitLab, AWS,"
                    + " Google, Azure, Slack, Stripe, OpenAI, Anthropic, npm, PyPI and more, with checksums verified"
                    + " where the format has one), private key blocks, JWTs, URLs and connection strings with"
                    + " passwords, and generic password/secret/token assignments gated by entropy. Each finding"
                    + " gives the rule, provider, confidence (high, medium, low) with its evidence, the exact"
                    + " position (UTF-16 offset and length, 1-based line and column) and a keyed HMAC fingerprint"
                    + " to recognise the same secret again. Never returns the value or any part of it. Lines"
                    + " containing cairn:allow-secret are skipped.",
            Access.TRIAL, Hints.READ_ONLY);
}
