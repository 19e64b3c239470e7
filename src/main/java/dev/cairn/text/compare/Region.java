package dev.cairn.text.compare;

import java.util.ArrayList;
import java.util.List;

/** A slice of a text by UTF-16 offsets, never splitting a surrogate pair; the unit a diff compares. */
record Region(String text, int start, int end) {

    boolean isEmpty() {
        return start == end;
    }

    int length() {
        return end - start;
    }

    int codePointCount() {
        return text.codePointCount(start, end);
    }

    boolean sameText(Region other) {
        return length() == other.length() && text.regionMatches(start, other.text, other.start, length());
    }

    /** One region per code point. */
    List<Region> codePoints() {
        List<Region> units = new ArrayList<>();
        for (int i = start; i < end; i += Character.charCount(text.codePointAt(i))) {
            units.add(new Region(text, i, Math.min(end, i + Character.charCount(text.codePointAt(i)))));
        }
        return units;
    }

    /** One region per line, its break (LF, CR or CRLF) included. */
    List<Region> lines() {
        List<Region> units = new ArrayList<>();
        int lineStart = start;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                int next = c == '\r' && i + 1 < end && text.charAt(i + 1) == '\n' ? i + 2 : i + 1;
                units.add(new Region(text, lineStart, next));
                lineStart = next;
                i = next - 1;
            }
        }
        if (lineStart < end) {
            units.add(new Region(text, lineStart, end));
        }
        return units;
    }

    /** At most {@code limit} code points of the region's text. */
    String shown(int limit) {
        int cut = text.offsetByCodePoints(start, Math.min(limit, codePointCount()));
        return text.substring(start, cut);
    }
}
