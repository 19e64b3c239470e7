package dev.cairn.text.injection;

import static dev.cairn.text.injection.Severity.LOW;
import static dev.cairn.text.injection.Severity.MEDIUM;

import java.util.List;

/**
 * Rules for indirect injections, which rarely use the words of direct ones: an ordinary command addressed
 * to an AI reader, a claim of priority over the reader's instructions, and tool calls written out as a
 * function call or a JSON object, with or without the word "tool".
 */
final class ReaderRules {
    /** What may follow an address to the reader and make it an instruction. */
    private static final Cue[] COMMANDS = {Cue.READER_COMMAND, Cue.ACTION_VERB, Cue.REVEAL_VERB, Cue.REPLY_VERB,
        Cue.OVERRIDE_VERB, Cue.TOOL_VERB, Cue.DEMAND, Cue.COMPLY_VERB, Cue.DICTATE, Cue.CONFIRM_VERB};

    static final List<Combo> ALL = List.of(
        Combo.with("addressed_instruction", MEDIUM, Cue.AI_ADDRESSEE, 0, 90,
            "an instruction addressed to an AI reader (an assistant, agent, model or summarizer)", COMMANDS),
        Combo.with("instruction_override", MEDIUM, Cue.PRIORITY_CLAIM, 80, 120,
            "claims priority over the reader's instructions", new Cue[] {Cue.PROMPT_NOUN}),
        Combo.with("jailbreak_persona", MEDIUM, Cue.SYSTEM_MODE, 150, 150,
            "a special mode that places demands on the reader", new Cue[] {Cue.DEMAND, Cue.AI_ADDRESSEE}),
        Combo.with("role_impersonation", MEDIUM, Cue.ROLE_TAG, 40, 0,
            "a system or role tag inside a table cell, caption, comment or code", new Cue[] {Cue.EMBEDDED_DATA}),
        Combo.with("instruction_override", MEDIUM, Cue.VOID_CLAIM, 80, 20,
            "declares the reader's instructions void", new Cue[] {Cue.PROMPT_NOUN}),
        Combo.alone("role_impersonation", MEDIUM, Cue.MESSAGE_ROLE,
            "a chat message object with a system or developer role written into the text"),
        Combo.alone("instruction_override", LOW, Cue.PRIORITY_CLAIM, "claims to supersede or take precedence"),
        Combo.with("tool_hijack", MEDIUM, Cue.FUNCTION_CALL, 40, 120,
            "a function call that sends, moves, changes or deletes something",
            new Cue[] {Cue.CALL_ARGUMENT, Cue.READER_COMMAND, Cue.ACTION_VERB}),
        Combo.with("tool_hijack", MEDIUM, Cue.CALL_ARGS, 120, 0, "a JSON tool call: a function's name and arguments",
            new Cue[] {Cue.CALL_NAME}));

    private ReaderRules() {
    }
}
