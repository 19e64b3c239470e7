package dev.cairn.text.rework;

/** Line arithmetic shared by the protected-item scanners: CR, LF and CRLF all end a line. */
final class ProtectedLines {
    private ProtectedLines() {
    }

    /** The index of the line terminator at or after {@code from}, or the text's length. */
    static int lineEnd(CharSequence text, int from) {
        int i = from;
        while (i < text.length() && !isTerminator(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The start of the line after the one whose terminator is at {@code lineEnd}. */
    static int nextLineStart(CharSequence text, int lineEnd) {
        if (lineEnd >= text.length()) {
            return text.length();
        }
        if (text.charAt(lineEnd) == '\r' && lineEnd + 1 < text.length() && text.charAt(lineEnd + 1) == '\n') {
            return lineEnd + 2;
        }
        return lineEnd + 1;
    }

    static boolean isBlank(CharSequence text, int start, int end) {
        for (int i = start; i < end; i++) {
            if (!isSpaceOrTab(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** The position after up to three leading spaces (Markdown's allowed indent), or -1 when indented more. */
    static int afterIndent(CharSequence text, int start, int end) {
        int p = start;
        while (p < end && text.charAt(p) == ' ' && p - start < 3) {
            p++;
        }
        return p < end && text.charAt(p) == ' ' ? -1 : p;
    }

    static boolean isTerminator(char c) {
        return c == '\n' || c == '\r';
    }

    static boolean isSpaceOrTab(char c) {
        return c == ' ' || c == '\t';
    }
}
