package dev.cairn.text.injection;

import java.util.Locale;
import java.util.Set;

/**
 * Office prose names documents the way injections name instructions: "ignore the earlier spreadsheet I
 * sent", "please read the new instructions in the attachment". Two shapes tell them apart, whatever the
 * document is called, so neither needs a list of documents:
 * <ul>
 *   <li>an override whose scope adjective ("the previous", "my earlier", not "your previous") is followed
 *   by a noun that is not an instruction, with no instruction noun before the sentence ends, points at a
 *   thing, not at the reader's instructions;</li>
 *   <li>an announcement of new instructions that introduces nothing (no colon, line break, "is/are" or
 *   "below" after it, and not a heading of its own) talks about instructions given elsewhere.</li>
 * </ul>
 * Both are lowered to low; any other signal near them (an address to an AI, a demand) still counts.
 */
final class DocumentReferences {
    /** Scope words that stand before the noun they qualify. */
    private static final Set<String> SCOPE_ADJECTIVES = Set.of("previous", "prior", "earlier", "preceding",
        "foregoing", "initial", "original", "above");
    /** Words after a scope adjective that still mean the conversation or the text itself. */
    private static final Set<String> READER_OBJECTS = Set.of("and", "or", "then", "that", "this", "these",
        "those", "text", "texts", "content", "contents", "context", "conversation", "conversations", "chat",
        "input", "inputs", "prompt", "prompts", "one", "ones", "part", "parts", "stuff", "things", "lines",
        "paragraph", "paragraphs", "sentence", "sentences", "words", "request", "requests", "task", "tasks",
        "turns", "system", "setup", "training", "persona", "role", "mode", "settings", "limits", "you",
        "your", "ai", "assistant", "model", "direction", "directions", "answer", "answers", "response",
        "responses", "statement", "statements", "info", "information", "data", "document", "documents", "page",
        "passage", "section");
    /** "is/are" in the lexicons' languages, and words that open what follows. */
    private static final Set<String> INTRODUCING_WORDS = Set.of("is", "are", "follow", "follows", "below",
        "now", "start", "begin", "apply", "override", "supersede", "replace", "es", "son", "est", "sont", "ist",
        "sind", "è", "sono", "é", "são", "είναι", "это", "ci-dessous", "folgt", "folgen", "siguen", "seguenti");
    private static final int WORD_REACH = 24;

    private DocumentReferences() {
    }

    static boolean aboutADocument(String text, Hits hits, Combo rule, Draft draft) {
        if (draft.severity() == Severity.LOW || !draft.category().equals("instruction_override")) {
            return false;
        }
        if (rule.anchor() == Cue.NEW_DIRECTIVE) {
            return !introduces(text, draft);
        }
        return scoped(rule) && namesAThing(text, hits, draft);
    }

    private static boolean scoped(Combo rule) {
        for (Cue[] group : rule.groups()) {
            for (Cue cue : group) {
                if (cue == Cue.PRIOR_SCOPE) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean namesAThing(String text, Hits hits, Draft draft) {
        int scope = hits.first(Cue.PRIOR_SCOPE, draft.start(), draft.end());
        if (scope < 0) {
            return false;
        }
        int scopeEnd = wordEnd(text, hits.start(scope)); // the whole word: a stem cue ("previo*") may end inside it
        int wordStart = skipBlanks(text, scopeEnd);
        if (hits.first(Cue.INSTRUCTION_NOUN, wordStart, wordStart) >= 0
            || afterYour(text, hits.start(scope))) {
            return false; // "previous instructions", or "your previous ...": the reader's own, typos included
        }
        int wordEnd = wordEnd(text, wordStart);
        if (wordEnd - wordStart < 3 || !SCOPE_ADJECTIVES.contains(lower(text, hits.start(scope), scopeEnd))
            || READER_OBJECTS.contains(lower(text, wordStart, wordEnd))) {
            return false;
        }
        int sentenceEnd = sentenceEnd(text, wordStart);
        return hits.first(Cue.INSTRUCTION_NOUN, wordStart, sentenceEnd) < 0
            && hits.first(Cue.PROMPT_NOUN, wordStart, sentenceEnd) < 0;
    }

    private static boolean afterYour(String text, int scopeStart) {
        int end = scopeStart;
        while (end > 0 && (text.charAt(end - 1) == ' ' || text.charAt(end - 1) == '\t')) {
            end--;
        }
        return end >= 4 && text.regionMatches(true, end - 4, "your", 0, 4)
            && (end == 4 || !Character.isLetter(text.charAt(end - 5)));
    }

    private static boolean introduces(String text, Draft draft) {
        int end = draft.end();
        if (end == 0 || !Character.isLetter(text.charAt(end - 1))) {
            return true; // "scratch that,", "instead, you will": the phrase is its own opening
        }
        int next = skipBlanks(text, end);
        if (next >= text.length()) {
            return true;
        }
        char c = text.charAt(next);
        if (c == ':' || c == '\n' || c == '\r' || c == '-' || c == '\u2013' || c == '\u2014' || c == '='
            || c == '*' || c == '>' || c == '\uFF1A') {
            return true;
        }
        if (c == '.' || c == '!') {
            return startsItsSentence(text, draft.start());
        }
        if (unspaced(c)) {
            return true; // no word boundary to read in Chinese, Japanese or Thai
        }
        int wordEnd = wordEnd(text, next);
        return wordEnd > next && INTRODUCING_WORDS.contains(lower(text, next, wordEnd));
    }

    private static boolean unspaced(char c) {
        Character.UnicodeScript script = Character.UnicodeScript.of(c);
        return script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.HIRAGANA
            || script == Character.UnicodeScript.KATAKANA || script == Character.UnicodeScript.THAI;
    }

    private static boolean startsItsSentence(String text, int at) {
        for (int i = at - 1; i >= 0; i--) {
            char c = text.charAt(i);
            if (c == '\n' || c == '.' || c == '!' || c == '?' || c == ':') {
                return true;
            }
            if (Character.isLetterOrDigit(c)) {
                return false;
            }
        }
        return true;
    }

    private static int skipBlanks(String text, int at) {
        int i = at;
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    private static int wordEnd(String text, int at) {
        int i = at;
        while (i < text.length() && i - at < WORD_REACH && Character.isLetter(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The next ". ", "! ", "? " or line break, at most a long sentence away. */
    private static int sentenceEnd(String text, int from) {
        int limit = Math.min(text.length(), from + 200);
        for (int i = from; i < limit; i++) {
            char c = text.charAt(i);
            if (c == '\n' || ((c == '.' || c == '!' || c == '?') && (i + 1 == text.length()
                || Character.isWhitespace(text.charAt(i + 1))))) {
                return i;
            }
        }
        return limit;
    }

    private static String lower(String text, int start, int end) {
        return text.substring(start, end).toLowerCase(Locale.ROOT);
    }
}
