package dev.cairn.text.unicode;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UScript;

/**
 * Where typography puts a no-break, narrow no-break, thin or figure space between two word characters on
 * purpose: beside a number (its unit, its next group of digits, "page 12", "n° 5"), before the Roman numeral
 * of a name ("Louis XIV"), after a one-letter word (Czech, Slovak and Polish "v Praze", "w domu"), between
 * Mongolian words and their suffixes. Anywhere else between two word characters it is flagged: that is where
 * it hides a space from a filter. Beside punctuation, a space or a line break it hides nothing ({@link Context}).
 */
final class Typography {
    private Typography() {
    }

    /** {@code i} is the space's index, {@code after} the index just past it. */
    static boolean bindsWords(String s, int i, int after, int prev, int next) {
        return isDigit(prev) || isDigit(next) || isMongolian(prev) || isMongolian(next)
            || romanNumeralAt(s, after) || afterOneLetterWord(s, i, prev);
    }

    private static boolean isDigit(int cp) {
        return cp >= '0' && (cp <= '9' || (cp >= 0x80 && UCharacter.isDigit(cp)));
    }

    private static boolean romanNumeralAt(String s, int j) {
        int k = j;
        while (k < s.length() && k - j < 8 && "IVXLCDM".indexOf(s.charAt(k)) >= 0) {
            k++;
        }
        if (k == j || k == s.length()) {
            return k > j;
        }
        char c = s.charAt(k); // must survive a scrub: an invisible character might hide the rest of a word
        int cat = CodePointTable.category(c);
        return (cat == Cat.NONE || cat == Cat.WHITESPACE) && !Character.isLetterOrDigit(c);
    }

    /** A one-letter word, preceded by a space, an opening parenthesis or the start of the text. */
    private static boolean afterOneLetterWord(String s, int i, int prev) {
        if (prev < 0 || !Character.isLetter(prev) || Character.charCount(prev) != 1) {
            return false;
        }
        int before = i - 1 == 0 ? -1 : s.codePointBefore(i - 1);
        return before < 0 || before == ' ' || before == '\n' || before == '(' || before == '\t'
            || (before >= 0x80 && CodePointTable.category(before) == Cat.WHITESPACE);
    }

    private static boolean isMongolian(int cp) {
        // a letter, not a free variation selector or vowel separator, which a scrub may remove
        return cp >= 0x1800 && cp <= 0x18AF && CodePointTable.category(cp) == Cat.NONE
            && UScript.getScript(cp) == UScript.MONGOLIAN;
    }
}
