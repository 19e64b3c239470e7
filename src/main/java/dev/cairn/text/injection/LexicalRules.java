package dev.cairn.text.injection;

import static dev.cairn.text.injection.Severity.HIGH;
import static dev.cairn.text.injection.Severity.LOW;
import static dev.cairn.text.injection.Severity.MEDIUM;

import java.util.List;

/**
 * The co-occurrence rules. A trigger word alone ("ignore", "system", "password") makes no signal; a verb
 * with its object and scope in a short window does. Windows are in UTF-16 chars, small enough to stay
 * within a sentence or two. Near words that talk about attacks ("prompt injection", "attacker") a signal
 * is at most low: articles quote attack phrases without being attacks.
 */
final class LexicalRules {
    static final List<Combo> ALL = List.of(
        Combo.with("instruction_override", HIGH, Cue.OVERRIDE_VERB, 12, 60,
            "instruction to ignore or forget the earlier instructions", g(Cue.PRIOR_SCOPE), g(Cue.INSTRUCTION_NOUN)),
        Combo.with("instruction_override", MEDIUM, Cue.OVERRIDE_VERB, 12, 40,
            "instruction to ignore earlier text or instructions", g(Cue.PRIOR_SCOPE, Cue.INSTRUCTION_NOUN))
            .unless(Cue.BENIGN_PRIOR_OBJECT),
        Combo.with("instruction_override", HIGH, Cue.FINAL_OVERRIDE_VERB, 40, 12,
            "instruction to ignore or forget the earlier instructions", g(Cue.PRIOR_SCOPE), g(Cue.INSTRUCTION_NOUN)),
        Combo.with("instruction_override", MEDIUM, Cue.FINAL_OVERRIDE_VERB, 40, 12,
            "instruction to ignore earlier text or instructions", g(Cue.PRIOR_SCOPE, Cue.INSTRUCTION_NOUN))
            .unless(Cue.BENIGN_PRIOR_OBJECT),
        Combo.with("instruction_override", MEDIUM, Cue.OVERRIDE_VERB, 0, 60,
            "instruction to ignore the content and say something else instead", g(Cue.COMPLY_VERB)),
        Combo.with("instruction_override", MEDIUM, Cue.FINAL_OVERRIDE_VERB, 0, 60,
            "instruction to ignore the content and say something else instead", g(Cue.COMPLY_VERB)),
        Combo.alone("instruction_override", MEDIUM, Cue.CONCEAL, "asks the reader to hide what it does from the user"),
        Combo.with("instruction_override", MEDIUM, Cue.NEW_DIRECTIVE, 30, 40,
            "announces new or replacement instructions").unless(Cue.HUMAN_AUDIENCE),
        Combo.alone("instruction_override", LOW, Cue.NEW_DIRECTIVE, "announces new instructions (to people, it seems)"),
        Combo.with("goal_hijack", MEDIUM, Cue.REPLY_NOUN, 120, 40,
            "tells the reader what to put in its reply or how to change it", g(Cue.REPLY_EDIT_VERB)),
        Combo.alone("goal_hijack", MEDIUM, Cue.DICTATE, "dictates the text the reader should output"),
        Combo.with("goal_hijack", MEDIUM, Cue.FRAMED_STATEMENT, 200, 0,
            "dictates the reader's output under an override, authority or special-mode framing",
            g(Cue.OVERRIDE_VERB, Cue.SYSTEM_MODE, Cue.ROLE_TAG, Cue.AUTHORITY)),
        Combo.with("goal_hijack", MEDIUM, Cue.FRAMED_STATEMENT, 200, 0,
            "dictates the reader's output under a framing, from inside a comment, table cell, caption or code",
            g(Cue.EMBEDDED_DATA), g(Cue.HYPOTHETICAL, Cue.AUTHORITY)),
        Combo.with("goal_hijack", LOW, Cue.FRAMED_STATEMENT, 200, 0,
            "a statement framed as hypothetical (essays do this too)", g(Cue.HYPOTHETICAL)),
        Combo.with("goal_hijack", MEDIUM, Cue.REPLY_VERB, 0, 30,
            "asks for the reply in a given language, encoding or order", g(Cue.OUTPUT_FORMAT)),
        Combo.with("tool_hijack", HIGH, Cue.CODE_INSERT, 0, 1500,
            "asks to add or run code that executes commands, sends data or destroys files", g(Cue.CODE_DANGER)),
        Combo.alone("tool_hijack", LOW, Cue.CODE_DANGER, "code that executes commands, sends data or destroys files"),
        Combo.with("tool_hijack", MEDIUM, Cue.TOOL_VERB, 0, 30, "asks the reader to call one of its tools",
            g(Cue.TOOL_NOUN)),
        Combo.with("tool_hijack", MEDIUM, Cue.ACTION_VERB, 0, 50,
            "asks to send, run, delete or approve something involving sensitive data", g(Cue.SENSITIVE_OBJECT)),
        Combo.with("exfiltration_url", HIGH, Cue.ACTION_VERB, 80, 120,
            "asks to send sensitive data to an address",
            g(Cue.SENSITIVE_OBJECT, Cue.SECRET_NOUN, Cue.PERSONAL_DATA), g(Cue.URL)),
        Combo.with("prompt_leak", HIGH, Cue.REVEAL_VERB, 40, 50,
            "asks to reveal the system prompt or the instructions", g(Cue.PROMPT_NOUN)),
        Combo.with("prompt_leak", MEDIUM, Cue.REVEAL_VERB, 40, 50, "asks to reveal a password or secret",
            g(Cue.SECRET_NOUN)),
        Combo.with("prompt_leak", MEDIUM, Cue.CONFIRM_VERB, 40, 50, "asks to confirm or provide a password or secret",
            g(Cue.SECRET_NOUN)),
        Combo.with("prompt_leak", MEDIUM, Cue.REVEAL_VERB, 40, 50, "asks to reveal personal data",
            g(Cue.PERSONAL_DATA)),
        Combo.with("prompt_leak", MEDIUM, Cue.SECRET_NOUN, 0, 12, "asks a question about a password or secret",
            g(Cue.QUESTION)),
        Combo.with("prompt_leak", MEDIUM, Cue.SPECIFIC_SECRET, 60, 60,
            "asks for a secret in a disguised form (a poem, a cipher, another language)",
            g(Cue.CREATIVE_FORM, Cue.OUTPUT_FORMAT)),
        Combo.with("prompt_leak", MEDIUM, Cue.PERSONAL_DATA, 60, 60,
            "asks for personal data in a disguised form (a poem, a cipher, another language)",
            g(Cue.CREATIVE_FORM, Cue.OUTPUT_FORMAT)),
        Combo.alone("prompt_leak", LOW, Cue.PROMPT_NOUN, "mentions a system prompt or the reader's instructions"),
        Combo.with("jailbreak_persona", HIGH, Cue.JAILBREAK_MODE, 200, 200,
            "a jailbreak mode with a persona, authority claim or override around it",
            g(Cue.PERSONA, Cue.UNRESTRICTED, Cue.AUTHORITY, Cue.OVERRIDE_VERB, Cue.FINAL_OVERRIDE_VERB)),
        Combo.alone("jailbreak_persona", MEDIUM, Cue.JAILBREAK_MODE, "names a jailbreak mode (developer mode, DAN...)"),
        Combo.with("jailbreak_persona", HIGH, Cue.PERSONA, 0, 200,
            "asks the reader to take on a persona without restrictions", g(Cue.UNRESTRICTED)),
        Combo.alone("jailbreak_persona", LOW, Cue.PERSONA, "asks the reader to take on a persona"),
        Combo.alone("jailbreak_persona", LOW, Cue.UNRESTRICTED, "speaks of having no restrictions or filters"),
        Combo.with("jailbreak_persona", MEDIUM, Cue.AUTHORITY, 150, 200,
            "claims authority over the reader to obtain secrets or a special mode",
            g(Cue.SECRET_NOUN, Cue.SYSTEM_MODE, Cue.PROMPT_NOUN, Cue.OVERRIDE_VERB, Cue.PERSONAL_DATA,
                Cue.UNRESTRICTED, Cue.DEMAND)),
        Combo.with("jailbreak_persona", MEDIUM, Cue.SYSTEM_MODE, 150, 200,
            "invokes a special system mode to obtain secrets",
            g(Cue.SECRET_NOUN, Cue.AUTHORITY, Cue.PROMPT_NOUN, Cue.PERSONAL_DATA)),
        Combo.with("jailbreak_persona", HIGH, Cue.SYSTEM_MODE, 200, 200,
            "a special mode with a persona, no restrictions or an override around it",
            g(Cue.PERSONA, Cue.UNRESTRICTED, Cue.OVERRIDE_VERB)),
        Combo.alone("jailbreak_persona", LOW, Cue.SYSTEM_MODE, "names a system, maintenance or debug mode"),
        Combo.with("jailbreak_persona", MEDIUM, Cue.HYPOTHETICAL, 0, 200,
            "a hypothetical framing around secrets or personal data", g(Cue.SECRET_NOUN, Cue.PERSONAL_DATA)),
        Combo.alone("jailbreak_persona", MEDIUM, Cue.BRIBE, "offers a reward or makes a threat to obtain compliance"),
        Combo.with("encoded_payload", MEDIUM, Cue.DECODE_REQUEST, 40, 80,
            "asks the reader to decode hidden text (a cipher, Morse, binary or another encoding)",
            g(Cue.OUTPUT_FORMAT)),
        Combo.with("payload_splitting", MEDIUM, Cue.SPLIT_JOIN, 200, 200,
            "asks to join separately given parts into one request", g(Cue.SPLIT_PART)),
        Combo.alone("chat_template_token", HIGH, Cue.CHAT_TOKEN, "a chat-template control token that opens or"
            + " closes a conversation turn"),
        Combo.with("role_impersonation", MEDIUM, Cue.ROLE_TAG, 0, StructureRules.COMMAND_REACH,
            "a system, admin or role tag before a command", StructureRules.COMMANDS),
        Combo.with("role_impersonation", MEDIUM, Cue.ROLE_TAG, 0, StructureRules.STRONG_REACH,
            "a system, admin or role tag before a demand, persona or override", StructureRules.STRONG_COMMANDS),
        Combo.alone("role_impersonation", LOW, Cue.ROLE_TAG, "a system, admin or role tag"));

    private LexicalRules() {
    }

    private static Cue[] g(Cue... cues) {
        return cues;
    }

    /** How far from a word about attacks a signal counts as quoted. */
    private static final int MENTION_REACH = 200;

    /** Applies every rule at every hit of its anchor. */
    static void apply(String text, Hits hits, List<Draft> out) {
        apply(ALL, text, hits, out);
        apply(ReaderRules.ALL, text, hits, out);
    }

    private static void apply(List<Combo> rules, String text, Hits hits, List<Draft> out) {
        for (Combo rule : rules) {
            for (int hit : hits.of(rule.anchor())) {
                Draft draft = rule.match(text, hits, hit);
                if (draft == null) {
                    continue;
                }
                if (draft.severity() > LOW
                    && hits.first(Cue.MENTION, draft.start() - MENTION_REACH, draft.end() + MENTION_REACH) >= 0) {
                    draft = new Draft(draft.category(), LOW, draft.start(), draft.end(), draft.explanation());
                } else if (StepLists.humanStep(text, hits, draft)
                    || DocumentReferences.aboutADocument(text, hits, rule, draft)) {
                    draft = new Draft(draft.category(), LOW, draft.start(), draft.end(), draft.explanation());
                }
                out.add(draft);
            }
        }
    }
}
