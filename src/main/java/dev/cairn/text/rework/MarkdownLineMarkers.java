package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds Markdown's line-start structure: table rows and reference definitions (the whole line), thematic breaks
 * and setext underlines (the whole line), and the markers of headings, block quotes, list items and task boxes
 * (the marker only: the words after it stay rewritable). Container markers nest ({@code > - [x] item}).
 */
final class MarkdownLineMarkers {
    private static final int MAX_LABEL = 1000;
    private static final int MAX_ORDINAL_DIGITS = 9;

    private final String text;
    private final List<ProtectedItem> items = new ArrayList<>();

    private MarkdownLineMarkers(String text) {
        this.text = text;
    }

    static List<ProtectedItem> find(String text) {
        MarkdownLineMarkers markers = new MarkdownLineMarkers(text);
        int lineStart = 0;
        while (lineStart < text.length()) {
            int lineEnd = ProtectedLines.lineEnd(text, lineStart);
            markers.line(lineStart, lineEnd);
            lineStart = ProtectedLines.nextLineStart(text, lineEnd);
        }
        return markers.items;
    }

    private void line(int lineStart, int lineEnd) {
        int p = ProtectedLines.afterIndent(text, lineStart, lineEnd);
        if (p < 0 || p >= lineEnd) {
            return;
        }
        if (text.charAt(p) == '|' || isReferenceDefinition(p, lineEnd) || isBreak(p, lineEnd)) {
            items.add(new ProtectedItem(p, trimmedEnd(p, lineEnd), ProtectedClass.MARKDOWN));
            return;
        }
        containerMarkers(p, lineEnd);
    }

    private void containerMarkers(int from, int lineEnd) {
        int p = from;
        while (p < lineEnd) {
            int markerEnd = markerEnd(p, lineEnd);
            if (markerEnd < 0) {
                return;
            }
            items.add(new ProtectedItem(p, markerEnd, ProtectedClass.MARKDOWN));
            if (text.charAt(p) == '#') {
                return;
            }
            p = markerEnd;
            while (p < lineEnd && ProtectedLines.isSpaceOrTab(text.charAt(p)) && p - markerEnd < 4) {
                p++;
            }
        }
    }

    /** The end of a heading, quote, list or task-box marker at {@code p}, or -1. */
    private int markerEnd(int p, int lineEnd) {
        char c = text.charAt(p);
        if (c == '>') {
            return p + 1;
        }
        int run = p;
        while (run < lineEnd && text.charAt(run) == c && (c == '#' || run == p)) {
            run++;
        }
        int end = run;
        if (c >= '0' && c <= '9') {
            while (end < lineEnd && Character.isDigit(text.charAt(end)) && end - p < MAX_ORDINAL_DIGITS) {
                end++;
            }
            end = end < lineEnd && (text.charAt(end) == '.' || text.charAt(end) == ')') ? end + 1 : -1;
        } else if (c == '[' && p + 2 < lineEnd && " xX".indexOf(text.charAt(p + 1)) >= 0 && text.charAt(p + 2) == ']') {
            end = p + 3;
        } else if (!(c == '#' && run - p <= 6) && c != '-' && c != '*' && c != '+') {
            return -1;
        }
        boolean spaced = end > p && (end == lineEnd || ProtectedLines.isSpaceOrTab(text.charAt(end)));
        return spaced ? end : -1;
    }

    /** {@code [label]: target}: a closing bracket right before a colon, on this line, within a bounded label. */
    private boolean isReferenceDefinition(int p, int lineEnd) {
        if (text.charAt(p) != '[') {
            return false;
        }
        for (int i = p + 1; i + 1 < lineEnd && i - p <= MAX_LABEL; i++) {
            if (text.charAt(i) == ']') {
                return i > p + 1 && text.charAt(i + 1) == ':';
            }
        }
        return false;
    }

    /** Three or more of one of {@code - * _ =}, spaces allowed between, nothing else on the line. */
    private boolean isBreak(int p, int lineEnd) {
        char c = text.charAt(p);
        if ("-*_=".indexOf(c) < 0) {
            return false;
        }
        int count = 0;
        for (int i = p; i < lineEnd; i++) {
            char d = text.charAt(i);
            if (d == c) {
                count++;
            } else if (!ProtectedLines.isSpaceOrTab(d) || c == '=') {
                return false;
            }
        }
        return count >= 3;
    }

    private int trimmedEnd(int start, int lineEnd) {
        int end = lineEnd;
        while (end > start && ProtectedLines.isSpaceOrTab(text.charAt(end - 1))) {
            end--;
        }
        return end;
    }
}
