package dev.cairn.text.injection;

/**
 * How the automaton reads a character: lower case, typographic apostrophes and full-width ASCII as plain
 * ASCII, every space-like character as one space, and zero-width characters skipped (so "ig\u200Bnore"
 * still reads "ignore"). With ROT13 on, ASCII letters are rotated first.
 */
final class Folding {
    static final int SKIP = -1;
    private static final int[] PLAIN = table(false);
    private static final int[] ROT13 = table(true);

    private Folding() {
    }

    /** {@link #fold} of every char in one mode, indexed by the char: the automaton's per-character read. */
    static int[] of(boolean rot13) {
        return rot13 ? ROT13 : PLAIN;
    }

    private static int[] table(boolean rot13) {
        int[] folded = new int[Character.MAX_VALUE + 1];
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            folded[c] = fold((char) c, rot13);
        }
        return folded;
    }

    static int fold(char c, boolean rot13) {
        if (c < 128) {
            if (c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0x0B) {
                return ' ';
            }
            int lower = c >= 'A' && c <= 'Z' ? c + 32 : c;
            if (rot13 && lower >= 'a' && lower <= 'z') {
                return 'a' + (lower - 'a' + 13) % 26;
            }
            return lower;
        }
        switch (c) {
            case '\u2019', '\u2018', '\u02BC', '\u00B4' -> {
                return '\'';
            }
            case '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD' -> {
                return SKIP;
            }
            case '\u00A0', '\u3000', '\u202F', '\u2028', '\u2029', '\u0085' -> {
                return ' ';
            }
            default -> {
                if (c >= '\u2000' && c <= '\u200A') {
                    return ' ';
                }
                if (c >= '\uFF01' && c <= '\uFF5E') {
                    return fold((char) (c - 0xFEE0), rot13);
                }
                return Character.toLowerCase(c);
            }
        }
    }

    /**
     * Whether a phrase starting or ending with {@code c} must sit at a word boundary there. Scripts written
     * without spaces (Han, kana, Hangul, Thai...) match anywhere.
     */
    static boolean bounded(char c) {
        if (!Character.isLetterOrDigit(c)) {
            return false;
        }
        Character.UnicodeScript script = Character.UnicodeScript.of(c);
        return switch (script) {
            case HAN, HIRAGANA, KATAKANA, HANGUL, THAI, LAO, KHMER, MYANMAR -> false;
            default -> true;
        };
    }

    /** A character that continues a word: letters, digits and combining marks. */
    static boolean wordChar(char c) {
        if (c < 128) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        }
        int type = Character.getType(c);
        return Character.isLetterOrDigit(c) || type == Character.NON_SPACING_MARK
            || type == Character.COMBINING_SPACING_MARK;
    }
}
