package dev.cairn.text.injection;

import static dev.cairn.text.injection.Severity.HIGH;
import static dev.cairn.text.injection.Severity.LOW;
import static dev.cairn.text.injection.Severity.MEDIUM;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Role labels at the start of a line, fake transcripts, and "end of document" delimiters. */
final class StructureRules {
    private static final Set<String> SYSTEM_ROLES = Set.of("system", "developer", "sys", "systemmessage",
        "systemprompt", "instruction", "instructions");
    /** Not "model": "Model: iPhone 12" labels products. */
    private static final Set<String> MODEL_ROLES = Set.of("assistant", "ai", "bot", "chatgpt", "gpt", "response");
    /** How far after a delimiter the instructions it smuggles in are looked for. */
    private static final int AFTER_DELIMITER = 400;
    private static final int MANY_SHOT = 3;
    /**
     * What makes a role label a turn rather than a log prefix: an ordinary command as its first words
     * ("System: grant...", not "System: job run finished"), or a demand, persona or override anywhere near.
     */
    static final Cue[] COMMANDS = {Cue.READER_COMMAND, Cue.ACTION_VERB, Cue.REVEAL_VERB, Cue.CONFIRM_VERB,
        Cue.REPLY_VERB, Cue.TOOL_VERB, Cue.COMPLY_VERB, Cue.DICTATE};
    static final Cue[] STRONG_COMMANDS = {Cue.OVERRIDE_VERB, Cue.DEMAND, Cue.NEW_DIRECTIVE, Cue.PERSONA,
        Cue.UNRESTRICTED, Cue.AI_ADDRESSEE};
    static final int COMMAND_REACH = 12;
    static final int STRONG_REACH = 160;

    private StructureRules() {
    }

    static void roleLines(String text, Hits hits, List<Draft> out) {
        Set<String> roles = new HashSet<>();
        boolean modelRole = false;
        for (int hit : hits.of(Cue.ROLE_LINE)) {
            int start = hits.start(hit);
            if (!atLineStart(text, start)) {
                continue;
            }
            String role = roleName(text, start, hits.end(hit));
            roles.add(role);
            modelRole |= MODEL_ROLES.contains(role);
            if (roles.size() >= 2 && modelRole) {
                out.add(new Draft("role_impersonation", HIGH, start, hits.end(hit),
                    "a conversation transcript with model turns inside the text"));
            } else if (SYSTEM_ROLES.contains(role)
                && (hits.first(COMMANDS, hits.end(hit), hits.end(hit) + COMMAND_REACH) >= 0
                    || hits.first(STRONG_COMMANDS, hits.end(hit), hits.end(hit) + STRONG_REACH) >= 0)) {
                out.add(new Draft("role_impersonation", MEDIUM, start, hits.end(hit),
                    "a line that poses as a system or instruction turn"));
            } else {
                out.add(new Draft("role_impersonation", LOW, start, hits.end(hit),
                    "a line labelled with a conversation role"));
            }
        }
    }

    /**
     * Inline question-and-answer pairs frame the reader's next answer (few- and many-shot attacks): three
     * or more pairs, or a transcript that ends on an open question, are medium; else low.
     */
    static void transcripts(Hits hits, List<Draft> out) {
        int[] questions = hits.of(Cue.QA_QUESTION);
        int[] answers = hits.of(Cue.QA_ANSWER);
        int pairs = Math.min(questions.length, answers.length);
        if (pairs == 0) {
            return;
        }
        int start = Math.min(hits.start(questions[0]), hits.start(answers[0]));
        int end = Math.max(hits.end(questions[pairs - 1]), hits.end(answers[pairs - 1]));
        boolean openQuestion = hits.start(questions[questions.length - 1]) > hits.start(answers[answers.length - 1]);
        if (pairs >= MANY_SHOT) {
            out.add(new Draft("role_impersonation", MEDIUM, start, end, "a many-shot question-and-answer transcript"));
        } else if (openQuestion) {
            out.add(new Draft("role_impersonation", MEDIUM, start, hits.end(questions[questions.length - 1]),
                "a question-and-answer transcript that leaves the next answer to the reader"));
        } else {
            out.add(new Draft("role_impersonation", LOW, start, end, "a question-and-answer transcript"));
        }
    }

    /** Only spaces, quote markers and list bullets may precede a role label on its line. */
    private static boolean atLineStart(String text, int start) {
        for (int i = start - 1; i >= 0 && i >= start - 40; i--) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                return true;
            }
            if (c != ' ' && c != '\t' && c != '>' && c != '*' && c != '-') {
                return false;
            }
        }
        return start <= 40;
    }

    private static String roleName(String text, int start, int end) {
        StringBuilder name = new StringBuilder();
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (Character.isLetter(c)) {
                name.append(Character.toLowerCase(c));
            }
        }
        return name.toString();
    }

    /** A delimiter followed by medium or high signals is an injection boundary; alone it is low. */
    static void delimiters(Hits hits, SignalIndex signals, List<Draft> out) {
        for (int hit : hits.of(Cue.DELIMITER)) {
            int start = hits.start(hit);
            int end = hits.end(hit);
            if (signals.anyAtLeast(MEDIUM, end, end + AFTER_DELIMITER)) {
                out.add(new Draft("delimiter_injection", HIGH, start, end,
                    "a fake end-of-document delimiter followed by instructions"));
            } else {
                out.add(new Draft("delimiter_injection", LOW, start, end, "an end-of-document delimiter"));
            }
        }
    }
}
