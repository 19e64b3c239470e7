package dev.cairn.text.pii;

import java.util.List;

/**
 * Context words shortly before a candidate on the same line ("tel:", "SSN", "version") that change how it is
 * judged; a cue on the line above labels something else (a form's previous field).
 */
final class Cues {
    private final List<String> words;
    private final int window;

    /** Whole words (lower case), matched case-insensitively within {@code window} chars before a candidate. */
    Cues(int window, String... words) {
        this.window = window;
        this.words = List.of(words);
    }

    boolean before(CharSequence text, int start) {
        int from = start;
        while (from > 0 && start - from < window && text.charAt(from - 1) != '\n') {
            from--;
        }
        for (int i = from; i < start; i++) {
            if (!Character.isLetter(text.charAt(i)) || (i > 0 && Character.isLetter(text.charAt(i - 1)))) {
                continue;
            }
            for (String word : words) {
                int end = i + word.length();
                if (end <= start && regionMatches(text, i, word) && !Character.isLetter(text.charAt(end))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean regionMatches(CharSequence text, int at, String word) {
        for (int k = 0; k < word.length(); k++) {
            if (Character.toLowerCase(text.charAt(at + k)) != word.charAt(k)) {
                return false;
            }
        }
        return true;
    }
}
