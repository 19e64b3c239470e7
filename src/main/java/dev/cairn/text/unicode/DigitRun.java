package dev.cairn.text.unicode;

import com.ibm.icu.lang.UCharacter;

/**
 * Follows the decimal digits of one number (digits, with single '.' or ',' between them) and reports digits
 * of another script than the number's own ("10٠0", "２０2４"). ASCII digits set the norm: when a number that
 * began in another script meets an ASCII digit, its earlier foreign digits are reported then.
 */
final class DigitRun {
    private static final int ASCII_ZERO = '0';
    private final String text;
    private final LineBuffer buffer;
    private int start;
    private int end = -2;
    private int column;
    private int zero;

    DigitRun(String text, LineBuffer buffer) {
        this.text = text;
        this.buffer = buffer;
    }

    void asciiDigit(int i, int col) {
        digit(i, 1, text.charAt(i), ASCII_ZERO, col);
    }

    void otherDigit(int i, int len, int cp, int col) {
        digit(i, len, cp, cp - UCharacter.digit(cp, 10), col);
    }

    private void digit(int i, int len, int cp, int z, int col) {
        boolean continues = i == end || (i == end + 1 && (text.charAt(end) == '.' || text.charAt(end) == ','));
        if (!continues) {
            start = i;
            column = col;
            zero = z;
        } else if (z != zero) {
            if (z == ASCII_ZERO) {
                reportEarlier(i);
                zero = ASCII_ZERO;
            } else {
                buffer.add(i, len, cp, Cat.MIXED_DIGITS, Cat.MEDIUM, col);
            }
        }
        end = i + len;
    }

    /** The run's digits before {@code i} in its first script: each code point is visited here at most once. */
    private void reportEarlier(int i) {
        int c = column;
        for (int j = start; j < i; c++) {
            int cp = text.codePointAt(j);
            int l = Character.charCount(cp);
            if (cp >= 0x80 && cp - UCharacter.digit(cp, 10) == zero) {
                buffer.add(j, l, cp, Cat.MIXED_DIGITS, Cat.MEDIUM, c);
            }
            j += l;
        }
    }
}
