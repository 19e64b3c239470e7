package dev.cairn.text.unicode;

import com.ibm.icu.lang.UScript;

/**
 * Counts the non-spacing and enclosing marks stacked on one base ("zalgo"). Real orthographies stay within
 * the limits below (Vietnamese and pinyin use two marks on a Latin vowel, narrow IPA and polytonic Greek
 * three; Indic with Vedic accents, Thai and Khmer fewer than five; pointed Hebrew with cantillation and
 * Quranic Arabic up to five; Tibetan subjoined stacks and Myanmar medials up to seven); past its limit
 * every mark of the stack, from the first, is reported. Costs two int compares per mark.
 */
final class MarkStack {
    private final String text;
    private final LineBuffer buffer;
    private int end = -1;
    private int column;
    private int count;
    /** Where the stack's marks resumed after an invisible character: earlier marks are not reported again. */
    private int resumed;
    private int base;
    private int limit;

    MarkStack(String text, LineBuffer buffer) {
        this.text = text;
        this.buffer = buffer;
    }

    /** A mark at {@code i}; {@code prev} is the code point before it. Small, so that the scan loop inlines it. */
    void mark(int i, int len, int cp, int prev, int col) {
        if (i != end) {
            resumed = i;
            column = col;
            count = 1;
            base = prev;
            limit = -1;
        } else {
            if (resumed < 0) {
                resumed = i;
                column = col;
            }
            if (++count >= 4) {
                stacked(i, len, cp, col); // no limit is below three marks
            }
        }
        end = i + len;
    }

    private void stacked(int i, int len, int cp, int col) {
        if (limit < 0) {
            limit = limit(base);
        }
        if (count == limit + 1) {
            int c = column;
            for (int j = resumed; j < i; c++) {
                int m = text.codePointAt(j);
                int l = Character.charCount(m);
                buffer.add(j, l, m, Cat.STACKED_MARKS, Cat.MEDIUM, c);
                j += l;
            }
        }
        if (count > limit) {
            buffer.add(i, len, cp, Cat.STACKED_MARKS, Cat.MEDIUM, col);
        }
    }

    /**
     * An anomalous code point (removed by a scrub, or kept invisible) right after a mark: the stack goes on
     * through it, so that removing it cannot make a stack appear; already buffered marks stay as they were.
     */
    void through(int i, int len) {
        if (i == end) {
            end = i + len;
            resumed = -1;
        }
    }

    static int limit(int base) {
        if (base < 0x80) {
            return 3;
        }
        int sc = UScript.getScript(base);
        return switch (sc) {
            case UScript.LATIN, UScript.COMMON, UScript.INHERITED, UScript.UNKNOWN, UScript.GREEK, UScript.CYRILLIC,
                UScript.ARMENIAN, UScript.GEORGIAN -> 3;
            case UScript.HEBREW, UScript.ARABIC, UScript.SYRIAC -> 6;
            case UScript.TIBETAN, UScript.MYANMAR -> 7;
            default -> 5;
        };
    }
}
