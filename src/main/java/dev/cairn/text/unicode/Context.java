package dev.cairn.text.unicode;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UScript;

/** The context rules that decide the level of an anomalous code point: what is legitimate and what is not. */
final class Context {
    /** Scripts whose orthography uses ZWNJ and ZWJ between letters (Arabic, Persian, Indic, and so on). */
    private static final int[] JOINING_SCRIPTS = {UScript.ARABIC, UScript.SYRIAC, UScript.NKO, UScript.MONGOLIAN,
        UScript.DEVANAGARI, UScript.BENGALI, UScript.GURMUKHI, UScript.GUJARATI, UScript.ORIYA, UScript.TAMIL,
        UScript.TELUGU, UScript.KANNADA, UScript.MALAYALAM, UScript.SINHALA, UScript.KHMER, UScript.MYANMAR,
        UScript.TIBETAN, UScript.MANDAIC};
    /** Scripts written without spaces, where ZWSP marks word boundaries. */
    private static final int[] UNSPACED_SCRIPTS = {UScript.THAI, UScript.LAO, UScript.KHMER, UScript.MYANMAR,
        UScript.TIBETAN, UScript.JAVANESE, UScript.BALINESE};

    private Context() {
    }

    static int level(String s, int i, int len, int cp, int cat, int prev, Scanner scanner) {
        switch (cat) {
            case Cat.BIDI:
                if (cp == 0x200E || cp == 0x200F || cp == 0x061C) {
                    return isRtl(prev) || isRtl(next(s, i + len)) ? Cat.INFO : Cat.LOW;
                }
                return Cat.HIGH; // provisional: the line's balance decides
            case Cat.TAG:
                return Cat.HIGH;
            case Cat.VS:
                return scanner.selectorLevel(i, prev);
            case Cat.ZERO_WIDTH:
                return zeroWidth(s, i, len, cp, prev);
            case Cat.CONTROL:
                return cp == 0x1B || cp == 0x9B ? Cat.HIGH : Cat.MEDIUM;
            case Cat.LONE_SURROGATE:
                return Cat.HIGH;
            case Cat.NONCHARACTER:
                return Cat.MEDIUM;
            case Cat.PRIVATE_USE:
            case Cat.UNASSIGNED:
                return Cat.INFO;
            case Cat.WHITESPACE:
                return whitespace(s, i, len, cp, prev);
            default:
                return Cat.INFO;
        }
    }

    private static int zeroWidth(String s, int i, int len, int cp, int prev) {
        if (cp == 0xFEFF && i == 0) {
            return Cat.LEGIT;
        }
        int next = next(s, i + len);
        if (cp == 0x200C || cp == 0x200D) {
            if (inScripts(prev, JOINING_SCRIPTS, true) && inScripts(next, JOINING_SCRIPTS, false)) {
                return Cat.SEQ;
            }
            if (cp == 0x200D && prev >= 0x80 && next >= 0 && (CodePointTable.get(prev) & CodePointTable.EMOJI) != 0
                && (CodePointTable.get(next) & CodePointTable.EMOJI_START) != 0) {
                return Cat.INFO; // an emoji ZWJ sequence that is not RGI
            }
            return Cat.MEDIUM;
        }
        if (cp == 0x200B && inScripts(prev, UNSPACED_SCRIPTS, true) && inScripts(next, UNSPACED_SCRIPTS, false)) {
            return Cat.INFO;
        }
        return cp == 0x00AD || cp == 0x034F ? Cat.LOW : Cat.MEDIUM;
    }

    private static int whitespace(String s, int i, int len, int cp, int prev) {
        if (cp == 0x00A0 || cp == 0x202F) {
            int next = next(s, i + len);
            if (next == ';' || next == ':' || next == '!' || next == '?' || next == 0xBB || next == 0x203A
                || next == '%' || next == 0x20AC || prev == 0xAB || prev == 0x2039
                || (Character.isDigit(prev) && Character.isDigit(next))) {
                return Cat.LEGIT; // French and other typography: before ; : ! ? » % €, after «, between digits
            }
            return Cat.LOW;
        }
        if (cp == 0x3000) {
            return Cat.INFO; // ideographic space: ordinary in CJK typography
        }
        return cp == 0x2028 || cp == 0x2029 ? Cat.MEDIUM : Cat.LOW;
    }

    static boolean selectorExplained(int vs, int prev) {
        if (prev < 0) {
            return false;
        }
        int t = CodePointTable.get(prev);
        if (vs == 0xFE0E || vs == 0xFE0F) {
            return (t & CodePointTable.EMOJI) != 0 || (t & CodePointTable.VS_BASE) != 0;
        }
        if (vs >= 0x180B && vs <= 0x180F) {
            return UScript.getScript(prev) == UScript.MONGOLIAN;
        }
        return (t & CodePointTable.VS_BASE) != 0;
    }

    private static boolean isRtl(int cp) {
        return cp >= 0 && (CodePointTable.get(cp) & CodePointTable.RTL) != 0;
    }

    static int next(String s, int j) {
        return j < s.length() ? s.codePointAt(j) : -1;
    }

    /** A letter or mark (a virama, a vowel sign) of one of the scripts. */
    private static boolean inScripts(int cp, int[] scripts, boolean unused) {
        if (cp < 0x80 || CodePointTable.category(cp) != Cat.NONE) {
            return false; // only visible letters and marks, never another invisible, justify a joiner
        }
        boolean letter = UCharacter.isLetter(cp);
        int type = UCharacter.getType(cp);
        boolean mark = type >= 6 && type <= 8;
        if (!letter && !mark) {
            return false;
        }
        for (int sc : scripts) {
            if (UScript.hasScript(cp, sc)) {
                return true;
            }
        }
        return false;
    }
}
