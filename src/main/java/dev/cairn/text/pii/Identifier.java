package dev.cairn.text.pii;

/** One identifier: its type and its span as UTF-16 offsets into the scanned text, end exclusive. */
public record Identifier(IdentifierType type, int start, int end) {
    public Identifier {
        if (type == null || start < 0 || end <= start) {
            throw new IllegalArgumentException("bad identifier span " + type + " [" + start + ", " + end + ")");
        }
    }
}
