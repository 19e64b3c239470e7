package dev.cairn.text.compare;

/** Line and column of a UTF-16 offset: lines break at LF, CR and CRLF (one break); columns count code points. */
final class Positions {
    private Positions() {
    }

    static Comparison.Position at(String text, int offset) {
        int line = 1;
        int column = 1;
        int i = 0;
        while (i < offset) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                i += c == '\r' && i + 1 < offset && text.charAt(i + 1) == '\n' ? 2 : 1;
                line++;
                column = 1;
            } else {
                i += Character.charCount(text.codePointAt(i));
                column++;
            }
        }
        return new Comparison.Position(offset, line, column);
    }
}
