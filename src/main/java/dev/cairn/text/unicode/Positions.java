package dev.cairn.text.unicode;

/**
 * Line and column of increasing offsets, in one forward walk (LF, CR and CRLF end a line; columns count
 * code points). Shared by every text tool that reports positions.
 */
public final class Positions {
    private final String text;
    private int pos;
    int line = 1;
    int column = 1;

    public Positions(String text) {
        this.text = text;
    }

    /** Moves to {@code offset}, which must not be smaller than the previous one. */
    public Positions at(int offset) {
        while (pos < offset) {
            char c = text.charAt(pos);
            if (c == '\n' || (c == '\r' && !(pos + 1 < text.length() && text.charAt(pos + 1) == '\n'))) {
                line++;
                column = 1;
            } else if (c != '\r' && !(Character.isLowSurrogate(c) && pos > 0
                && Character.isHighSurrogate(text.charAt(pos - 1)))) {
                column++;
            }
            pos++;
        }
        return this;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }
}
