package dev.cairn.text.unicode;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UScript;

/**
 * Where typography puts a no-break, narrow no-break, thin or figure space on purpose: French punctuation and
 * guillemets, between a number and its unit, currency or next group of digits, after an abbreviation, before
 * a number ("n° 5", "p. 12"), beside a dash, between Mongolian words and their suffixes. Between two ordinary
 * words it is still flagged: that is where it hides a space from a filter.
 */
final class Typography {
    private Typography() {
    }

    static boolean keepsSpace(int prev, int next) {
        if (next == ';' || next == ':' || next == '!' || next == '?' || next == 0xBB || next == 0x203A
            || next == 0x201C || next == 0x201D || prev == 0xAB || prev == 0x2039 || prev == 0x201E
            || prev == 0x201C) {
            return true; // French and German punctuation and quotation marks
        }
        if (isDigit(prev) && next > ' ' && !Character.isWhitespace(next) && !isSpaceLike(next)) {
            return true; // 10 km, 5 %, 1 000, 20 h 30, 3 × 4
        }
        if (isDigit(next) && (prev == '.' || isLetter(prev) || isSymbol(prev) || prev == '#')) {
            return true; // p. 12, n° 5, § 4, No 7, page 3
        }
        if (prev == '.' && isLetter(next)) {
            return true; // Dr. Smith, J. R. R. Tolkien, etc. suivi
        }
        if (isSymbol(next) || isDash(prev) || isDash(next)) {
            return true; // 5 €, 20 °C, — dialogue —
        }
        return isMongolian(prev) || isMongolian(next);
    }

    private static boolean isDigit(int cp) {
        return cp >= '0' && (cp <= '9' || (cp >= 0x80 && UCharacter.isDigit(cp)));
    }

    private static boolean isLetter(int cp) {
        return cp >= 'A' && ((cp <= 'Z' || (cp >= 'a' && cp <= 'z')) || (cp >= 0x80 && UCharacter.isLetter(cp)));
    }

    /** Currency, degree, per mille, section, numero and other symbols that sit beside numbers. */
    private static boolean isSymbol(int cp) {
        if (cp == '%' || cp == '$' || cp == 0xB0 || cp == 0xA7 || cp == 0x2030 || cp == 0x2116) {
            return true;
        }
        if (cp < 0xA0) {
            return false;
        }
        int type = UCharacter.getType(cp);
        return type == UCharacterCategory.CURRENCY_SYMBOL;
    }

    private static boolean isDash(int cp) {
        return cp == 0x2013 || cp == 0x2014 || cp == 0x2012;
    }

    private static boolean isSpaceLike(int cp) {
        return cp == 0xA0 || cp == 0x202F || cp == 0x2009 || cp == 0x2007 || cp == 0x3000;
    }

    private static boolean isMongolian(int cp) {
        return cp >= 0x1800 && cp <= 0x18AF && UScript.getScript(cp) == UScript.MONGOLIAN;
    }
}
