package dev.cairn.text.injection;

import java.util.List;

/** Bytes written one per word: "49 67 6e" (hex) or "01001001 01100111" (binary), at least eight in a row. */
final class SpacedBytes {
    static final int MIN_SPACED_BYTES = 8;

    private SpacedBytes() {
    }

    /**
     * Adds the run of byte words starting at {@code i}, if there is one; returns where the next one may start.
     * Every run starts a run of base64 characters (the finder's caller calls it at those only): hex digits are
     * base64 characters, and a word starts after a space, an apostrophe or a line feed, which are not.
     */
    static int at(String text, int i, List<EncodedRuns.Run> runs) {
        int n = text.length();
        int width = wordStart(text, i) ? byteWidth(text, i) : 0;
        if (width == 0) {
            return i + 1;
        }
        int start = i;
        int count = 0;
        while (i < n && byteWidth(text, i) == width) {
            count++;
            i += width;
            if (i < n && text.charAt(i) == ' ' && i + 1 < n && byteWidth(text, i + 1) == width) {
                i++;
            } else {
                break;
            }
        }
        if (count >= MIN_SPACED_BYTES) {
            runs.add(new EncodedRuns.Run(width == 2 ? "hex" : "binary", start, i));
        }
        return Math.max(i, start + 1);
    }

    private static boolean wordStart(String text, int i) {
        return i == 0 || text.charAt(i - 1) == ' ' || text.charAt(i - 1) == '\'' || text.charAt(i - 1) == '\n';
    }

    /** 2 for a hex byte word, 8 for a binary byte word starting at {@code i}, else 0. */
    private static int byteWidth(String text, int i) {
        // both widths start with two hex digits: most words fail here, before any look-ahead
        if (!EncodedRuns.hexDigit(text.charAt(i)) || i + 1 == text.length()
            || !EncodedRuns.hexDigit(text.charAt(i + 1))) {
            return 0;
        }
        if (i + 8 <= text.length() && allBinary(text, i) && word(text, i, 8)) {
            return 8;
        }
        return word(text, i, 2) ? 2 : 0;
    }

    private static boolean word(String text, int i, int length) {
        int end = i + length;
        return end <= text.length() && (end == text.length() || !Character.isLetterOrDigit(text.charAt(end)));
    }

    private static boolean allBinary(String text, int i) {
        for (int k = i; k < i + 8; k++) {
            if (text.charAt(k) != '0' && text.charAt(k) != '1') {
                return false;
            }
        }
        return true;
    }
}
