package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Finds Markdown's inline syntax: for a link {@code [text](target)} or {@code [text][ref]} the opening bracket and
 * the {@code ](target)} part, a whole image {@code ![alt](src)}, autolinks and HTML tags (a tag ends at {@code >}
 * within {@value #MAX_TAG} characters on its line), and emphasis runs of {@code *} or {@code _} that open or close
 * emphasis. One pass: brackets pair through a stack, and the next {@code )}, {@code <} and {@code >} are found by
 * cursors that only move forward.
 */
final class MarkdownInline {
    static final int MAX_TAG = 500;
    private static final int MAX_TARGET = 2000;
    private static final int MAX_REFERENCE = 64;
    private static final Pattern TAG = Pattern.compile(
        "<(?:[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\\s<>]*|[^\\s<>@]+@[^\\s<>@]+|/?[A-Za-z][A-Za-z0-9-]*(?:\\s[^<>]*)?/?|!--.*--)>");

    private final String text;
    private final List<ProtectedItem> items = new ArrayList<>();
    private final ProtectedCursor closeParens;
    private final ProtectedCursor openAngles;
    private final ProtectedCursor closeAngles;
    /** Positions of the open brackets of the current paragraph ({@code !} for an image's). */
    private int[] openBrackets = new int[16];
    private int openCount;

    private MarkdownInline(String text) {
        this.text = text;
        this.closeParens = new ProtectedCursor(text, ')');
        this.openAngles = new ProtectedCursor(text, '<');
        this.closeAngles = new ProtectedCursor(text, '>');
    }

    static List<ProtectedItem> find(String text) {
        MarkdownInline inline = new MarkdownInline(text);
        inline.scan();
        return inline.items;
    }

    private void scan() {
        int lineStart = 0;
        while (lineStart < text.length()) {
            int lineEnd = ProtectedLines.lineEnd(text, lineStart);
            if (ProtectedLines.isBlank(text, lineStart, lineEnd)) {
                openCount = 0;
            }
            int i = lineStart;
            while (i < lineEnd) {
                i = inlineAt(i, lineEnd);
            }
            lineStart = ProtectedLines.nextLineStart(text, lineEnd);
        }
    }

    /** Handles the syntax at {@code i} and answers where the scan goes on. */
    private int inlineAt(int i, int lineEnd) {
        char c = text.charAt(i);
        if (c == '[') {
            push(i > 0 && text.charAt(i - 1) == '!' ? i - 1 : i);
        } else if (c == ']' && openCount > 0) {
            return closeBracket(openBrackets[--openCount], i, lineEnd);
        } else if (c == '<') {
            return tag(i, lineEnd);
        } else if (c == '*' || c == '_') {
            return emphasis(i, lineEnd);
        }
        return i + 1;
    }

    private int closeBracket(int open, int close, int lineEnd) {
        int next = close + 1;
        int targetEnd = -1;
        if (next < lineEnd && text.charAt(next) == '(') {
            int paren = closeParens.nextAfter(next);
            targetEnd = paren >= 0 && paren < lineEnd && paren - next <= MAX_TARGET ? paren + 1 : -1;
        } else if (next < lineEnd && text.charAt(next) == '[') {
            int bracket = next + 1;
            while (bracket < lineEnd && bracket - next <= MAX_REFERENCE && text.charAt(bracket) != ']') {
                bracket++;
            }
            targetEnd = bracket < lineEnd && text.charAt(bracket) == ']' ? bracket + 1 : -1;
        }
        if (targetEnd < 0) {
            return next;
        }
        if (text.charAt(open) == '!') {
            items.add(new ProtectedItem(open, targetEnd, ProtectedClass.MARKDOWN));
        } else {
            items.add(new ProtectedItem(open, open + 1, ProtectedClass.MARKDOWN));
            items.add(new ProtectedItem(close, targetEnd, ProtectedClass.MARKDOWN));
        }
        return targetEnd;
    }

    private int tag(int open, int lineEnd) {
        int close = closeAngles.nextAfter(open);
        int nextOpen = openAngles.nextAfter(open);
        boolean bounded = close >= 0 && close < lineEnd && close - open < MAX_TAG && (nextOpen < 0 || nextOpen > close);
        if (bounded && TAG.matcher(text.substring(open, close + 1)).matches()) {
            items.add(new ProtectedItem(open, close + 1, ProtectedClass.MARKDOWN));
            return close + 1;
        }
        return open + 1;
    }

    /** A run of up to three {@code *} or {@code _} touching text on one side and free on the other. */
    private int emphasis(int start, int lineEnd) {
        int end = start;
        while (end < lineEnd && text.charAt(end) == text.charAt(start)) {
            end++;
        }
        boolean touchesBefore = start > 0 && !Character.isWhitespace(text.charAt(start - 1));
        boolean touchesAfter = end < text.length() && !Character.isWhitespace(text.charAt(end));
        boolean wordBefore = touchesBefore && isWordChar(text.codePointBefore(start));
        boolean wordAfter = touchesAfter && isWordChar(text.codePointAt(end));
        boolean opens = touchesAfter && !wordBefore;
        boolean closes = touchesBefore && !wordAfter;
        if (end - start <= 3 && (opens || closes)) {
            items.add(new ProtectedItem(start, end, ProtectedClass.MARKDOWN));
        }
        return end;
    }

    private void push(int position) {
        if (openCount == openBrackets.length) {
            openBrackets = Arrays.copyOf(openBrackets, openCount * 2);
        }
        openBrackets[openCount++] = position;
    }

    private static boolean isWordChar(int cp) {
        return Character.isLetterOrDigit(cp) || cp == ProtectedItems.CODE_MASK;
    }
}
