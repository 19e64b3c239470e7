package dev.cairn.catalog;

import dev.cairn.api.Access;

/**
 * The text tools (spec §4.2): inspect, scrub and compare untrusted text; detect and redact what must not travel;
 * rework wording deterministically.
 */
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
                    + " words and confusables (UTS #39 skeletons), digits of other scripts inside numbers, stacked"
                    + " combining marks, private-use characters inside words, and normalization changes (compatibility"
                    + " forms inside Latin words are low or more). Ordinary multilingual"
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

    public static final ToolSpec REDACT_SENSITIVE_TEXT = new ToolSpec("redact_sensitive_text", "/v1/redact",
            "Redact credentials and personal data from text",
            "Replaces credentials (the detect_secrets engine: provider tokens, key blocks, JWTs, passwords in URLs"
                    + " and assignments) and personal identifiers (emails, phone numbers, payment cards checked by"
                    + " Luhn and issuer range, IBANs checked by country length and mod-97, US SSNs in valid ranges,"
                    + " IPv4/IPv6 addresses, Bitcoin and Ethereum addresses checked by their checksums) with typed,"
                    + " numbered placeholders such as [EMAIL_1] or [SECRET_2]; the same value gets the same"
                    + " placeholder within a call. Numbers failing their checksum, timestamps, versions and order"
                    + " numbers stay. Returns the redacted text, each placeholder's span in it and counts per type;"
                    + " never a replaced value. phone_region (ISO 3166, default from the server's configuration)"
                    + " sets which national phone formats are read first.",
            Access.TRIAL, Hints.READ_ONLY);

    public static final ToolSpec SCAN_UNTRUSTED_TEXT = new ToolSpec("scan_untrusted_text", "/v1/scan",
            "Scan untrusted text for prompt-injection risk signals",
            "Reports structural and heuristic prompt-injection signals in text an agent is about to read, each with"
                    + " category, severity, exact position and a fixed explanation: instruction overrides and goal"
                    + " hijacking (English, French, Spanish, German, Portuguese, Italian, Russian, Chinese, Japanese"
                    + " and more), fake system/assistant turns and chat-template tokens, fake end-of-document"
                    + " delimiters, exfiltration through Markdown images, links and HTML, hidden HTML and invisible"
                    + " Unicode, base64/hex/URL/ROT13 payloads decoded and scanned again, tool-call and command"
                    + " hijacking, prompt-leak requests and jailbreak personas; plus an overall risk level (none,"
                    + " low, medium, high; act at medium). Text that merely mentions these words stays low. This is"
                    + " not a determination of safety.",
            Access.TRIAL, Hints.READ_ONLY);

    public static final ToolSpec VALIDATE_OUTPUT = new ToolSpec("validate_output", "/v1/validate-output",
            "Validate a model's output as JSON against a JSON Schema",
            "Parses output (a JSON value, or a string holding JSON, also inside one fenced ```json block) and"
                    + " reports parse errors with line and column; validates it against an optional JSON Schema"
                    + " (2020-12 by default; $schema selects draft-04, -06, -07 or 2019-09) and returns valid or"
                    + " invalid with every error's instance path, schema path and keyword, and the value's type."
                    + " Remote $refs are refused, never fetched; regex patterns run in linear time; format is"
                    + " annotation only.",
            Access.TRIAL, Hints.READ_ONLY);

    public static final ToolSpec SANITIZE_AGENT_CONTEXT = new ToolSpec("sanitize_agent_context",
            "/v1/sanitize-context", "Sanitize untrusted text before an agent reads it",
            "Scrubs hidden characters in the chosen mode (as scrub_text), scans the text for prompt-injection risk"
                    + " signals (as scan_untrusted_text) and, with redact_sensitive, replaces credentials and"
                    + " personal identifiers with typed placeholders (as redact_sensitive_text). Returns the"
                    + " sanitized text and what each step did.",
            Access.TRIAL, Hints.READ_ONLY);

    public static final ToolSpec PREPARE_FOR_AGENT = new ToolSpec("prepare_for_agent", "/v1/prepare-for-agent",
            "Prepare untrusted text for an agent in one call",
            "The one-call pipeline, counted as one call: returns the agent-ready text (scrubbed, and redacted with"
                    + " redact_sensitive) together with the inspect_text report, the scan_untrusted_text risk"
                    + " report and the detect_secrets report of the text as sent. Work is shared between stages"
                    + " (one Unicode inspection serves the inspection and the risk scan).",
            Access.TRIAL, Hints.READ_ONLY);

    public static final ToolSpec REWORK_TEXT = new ToolSpec("rework_text", "/v1/rework",
            "Reword English text deterministically, without a language model",
            "Rewrites wording and selected sentence structures by rule: WordNet synonyms of the same part of speech"
                    + " and sense with inflection and capitalisation kept, contractions and expansions, connector"
                    + " variation, clause fronting and splitting of over-long sentences. mode: light (wording"
                    + " touched lightly), standard (default; adds safe structures) or deep (more of them). Never"
                    + " touched, kept byte for byte and in order: numbers with units, dates and versions, URLs,"
                    + " email addresses, quoted passages, inline code and code blocks, Markdown structure and"
                    + " non-English runs; a sentence whose check fails is reverted, and text not in English comes"
                    + " back unchanged with a warning. Returns the text, the share of"
                    + " words and sentence structures changed, counts per transformation and per protected class."
                    + " The same text and mode always give the same output. Does not verify authorship or"
                    + " watermark status.",
            Access.TRIAL, Hints.READ_ONLY);
}
