package dev.cairn.text.pii;

import java.util.List;

/**
 * Context words shortly before a candidate on the same line ("tel:", "SSN", "version") that change how it is
 * judged; a cue on the line above labels something else (a form's previous field).
 */
final class Cues {
    private final WordList words;
    private final int window;

    /** Words (lower case), matched case-insensitively within {@code window} chars before a candidate. */
    Cues(int window, String... words) {
        this(window, List.of(words));
    }

    Cues(int window, List<String> words) {
        this.window = window;
        this.words = new WordList(words);
    }

    boolean before(CharSequence text, int start) {
        return words.firstIn(text, lineWindowStart(text, start), start) >= 0;
    }

    /** How far before {@code start} the nearest cue begins, or -1 when there is none. */
    int distanceBefore(CharSequence text, int start) {
        int from = lineWindowStart(text, start);
        for (int i = start - 1; i >= from; i--) {
            if (words.at(text, i, start) >= 0) {
                return start - i;
            }
        }
        return -1;
    }

    private int lineWindowStart(CharSequence text, int start) {
        int from = start;
        while (from > 0 && start - from < window && text.charAt(from - 1) != '\n') {
            from--;
        }
        return from;
    }
}
