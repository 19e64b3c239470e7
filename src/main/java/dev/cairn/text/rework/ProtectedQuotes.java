package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Finds quoted passages, quote marks included: straight and typographic double quotes, „…“, «…», and single
 * quotes (straight or typographic) only when the opening one starts a word and the closing one is not followed by
 * a letter, so apostrophes ({@code don't}, {@code it’s}, {@code students'}) never open or close a passage. A passage
 * never crosses a blank line, is at most {@value #MAX_PASSAGE} characters, and an unclosed quote protects nothing.
 * Every search moves forward only, so the scan is linear.
 */
final class ProtectedQuotes {
    static final int MAX_PASSAGE = 2000;
    private static final String OPENERS = "\"“„«‘'";
    private static final String CLOSERS = "\"”“»’'";
    /** The kinds whose marks double as apostrophes. */
    private static final boolean[] SINGLE = {false, false, false, false, true, true};

    private final String text;
    private final int[] nextCloser = new int[OPENERS.length()];
    private int blankCursor;
    private int nextBlank = -1;

    private ProtectedQuotes(String text) {
        this.text = text;
        Arrays.fill(nextCloser, -1);
    }

    static List<ProtectedItem> find(String text) {
        return new ProtectedQuotes(text).scan();
    }

    private List<ProtectedItem> scan() {
        List<ProtectedItem> items = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int kind = OPENERS.indexOf(text.charAt(i));
            if (kind < 0 || (SINGLE[kind] && !opensWord(i))) {
                i++;
                continue;
            }
            int closer = closerAfter(kind, i);
            if (closer >= 0 && closer - i < MAX_PASSAGE && blankLineAfter(i) > closer) {
                items.add(new ProtectedItem(i, closer + 1, ProtectedClass.QUOTES));
                i = closer + 1;
            } else {
                i++;
            }
        }
        return items;
    }

    private boolean opensWord(int i) {
        if (i + 1 >= text.length() || Character.isWhitespace(text.charAt(i + 1))) {
            return false;
        }
        if (i == 0) {
            return true;
        }
        char before = text.charAt(i - 1);
        int type = Character.getType(before);
        return Character.isWhitespace(before) || type == Character.START_PUNCTUATION
            || type == Character.INITIAL_QUOTE_PUNCTUATION || type == Character.DASH_PUNCTUATION
            || before == '"' || before == '/';
    }

    /** The first closing mark of {@code kind} after {@code from}, or -1; queries come with growing {@code from}. */
    private int closerAfter(int kind, int from) {
        if (nextCloser[kind] > from) {
            return nextCloser[kind];
        }
        if (nextCloser[kind] == Integer.MAX_VALUE) {
            return -1;
        }
        char mark = CLOSERS.charAt(kind);
        for (int c = Math.max(from + 1, nextCloser[kind] + 1); c < text.length(); c++) {
            if (text.charAt(c) == mark && (!SINGLE[kind] || closesWord(c))) {
                nextCloser[kind] = c;
                return c;
            }
        }
        nextCloser[kind] = Integer.MAX_VALUE;
        return -1;
    }

    private boolean closesWord(int c) {
        boolean afterText = c > 0 && !Character.isWhitespace(text.charAt(c - 1));
        return afterText && (c + 1 >= text.length() || !Character.isLetter(text.codePointAt(c + 1)));
    }

    /** The start of the first blank line after {@code from} (a paragraph break), or the maximum int. */
    private int blankLineAfter(int from) {
        if (nextBlank > from) {
            return nextBlank;
        }
        while (blankCursor < text.length()) {
            int lineStart = blankCursor;
            int lineEnd = ProtectedLines.lineEnd(text, lineStart);
            blankCursor = ProtectedLines.nextLineStart(text, lineEnd);
            if (lineStart > from && ProtectedLines.isBlank(text, lineStart, lineEnd)) {
                nextBlank = lineStart;
                return lineStart;
            }
        }
        nextBlank = Integer.MAX_VALUE;
        return nextBlank;
    }
}
