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

    private static final int[] MONGOLIAN = {UScript.MONGOLIAN};
    private static final int[] POINTED = {UScript.HEBREW, UScript.ARABIC, UScript.SYRIAC};

    private Context() {
    }

    static int level(String s, int i, int len, int cp, int cat, int prev, Scanner scanner) {
        switch (cat) {
            case Cat.BIDI:
                if (cp == 0x200E || cp == 0x200F || cp == 0x061C) {
                    return rtlNearby(s, i, len) ? Cat.INFO : Cat.LOW;
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
                // an icon font's glyph stands alone; one inside a word splits or disguises the word. Judged on the
                // neighbours a scrub keeps, so that a scrub cannot bring a glyph into a word
                return isLetterOrDigit(scanner.plainBefore()) && isLetterOrDigit(scanner.plainAfter(i + len))
                    ? Cat.MEDIUM : Cat.INFO;
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
            // between two letters of a joining script, or closing a word of one (a ZWJ after a final virama
            // asks for the half form): both change rendering, so they are kept
            int nextCat = next < 0 ? Cat.NONE : CodePointTable.category(next);
            boolean wordEnd = next < 0 || (nextCat == Cat.WHITESPACE || (nextCat == Cat.NONE && !isWordChar(next)));
            if (inScripts(prev, JOINING_SCRIPTS) && (inScripts(next, JOINING_SCRIPTS) || wordEnd)) {
                return Cat.SEQ;
            }
            if (cp == 0x200D && prev >= 0x80 && next >= 0 && (CodePointTable.get(prev) & CodePointTable.EMOJI) != 0
                && (CodePointTable.get(next) & CodePointTable.EMOJI_START) != 0) {
                return Cat.INFO; // an emoji ZWJ sequence that is not RGI
            }
            return Cat.MEDIUM;
        }
        if (cp == 0x200B && inScripts(prev, UNSPACED_SCRIPTS) && inScripts(next, UNSPACED_SCRIPTS)) {
            return Cat.INFO;
        }
        if (cp == 0x180E && inScripts(prev, MONGOLIAN) && inScripts(next, MONGOLIAN)) {
            return Cat.INFO; // Mongolian vowel separator: selects the final form of the letter before it
        }
        if (cp == 0x034F && isMark(next) && inScripts(next, POINTED) && inScripts(prev, POINTED)) {
            return Cat.SEQ; // CGJ between combining marks keeps their order (Biblical Hebrew, Arabic)
        }
        return cp == 0x00AD || cp == 0x034F ? Cat.LOW : Cat.MEDIUM;
    }

    private static int whitespace(String s, int i, int len, int cp, int prev) {
        if (cp == 0x00A0 || cp == 0x202F || cp == 0x2009 || cp == 0x2007) {
            // deceptive only between two word characters, outside typography; a neighbour a scrub may remove
            // counts as a word character, so that the judgement holds after a scrub
            int next = next(s, i + len);
            boolean between = wordOrRemovable(prev) && wordOrRemovable(next);
            return between && !Typography.bindsWords(s, i, i + len, prev, next) ? Cat.LOW : Cat.LEGIT;
        }
        if (cp == 0x3000) {
            return Cat.INFO; // ideographic space: ordinary in CJK typography
        }
        if (cp == 0x2800) {
            // Braille blank is the space of Braille text; elsewhere it is a blank that no filter sees as one
            return isBraille(prev) || isBraille(next(s, i + len)) ? Cat.INFO : Cat.MEDIUM;
        }
        return cp == 0x2028 || cp == 0x2029 ? Cat.MEDIUM : Cat.LOW;
    }

    private static boolean wordOrRemovable(int cp) {
        return cp >= 0 && (isWordChar(cp) || (CodePointTable.category(cp) != Cat.NONE
            && CodePointTable.category(cp) != Cat.WHITESPACE));
    }

    /** A letter or digit, except ideographs: legacy CJK fonts put rare ideographs in the private use area. */
    private static boolean isLetterOrDigit(int cp) {
        return cp >= 0 && (cp < 0x80 ? Character.isLetterOrDigit(cp) : UCharacter.isLetterOrDigit(cp)
            && !UCharacter.hasBinaryProperty(cp, com.ibm.icu.lang.UProperty.IDEOGRAPHIC));
    }

    private static boolean isMark(int cp) {
        return cp >= 0x80 && (CodePointTable.get(cp) & CodePointTable.MARK) != 0 && CodePointTable.category(cp) == Cat.NONE;
    }

    private static boolean isBraille(int cp) {
        return cp > 0x2800 && cp <= 0x28FF;
    }

    /** A letter, digit or mark: the character continues a word. */
    static boolean isWordChar(int cp) {
        if (cp < 0) {
            return false;
        }
        if (cp < 0x80) {
            return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9');
        }
        return UCharacter.isLetterOrDigit(cp) || (CodePointTable.get(cp) & CodePointTable.MARK) != 0
            || UCharacter.getType(cp) == com.ibm.icu.lang.UCharacterCategory.COMBINING_SPACING_MARK;
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

    /** How far a bidi mark looks for right-to-left text on its line, in UTF-16 units each side. */
    private static final int BIDI_REACH = 64;

    /**
     * A right-to-left letter is the nearest strong letter on either side within reach on the line, skipping
     * digits, punctuation and spaces: an LRM after "Windows 11" in a Hebrew sentence is ordinary.
     */
    private static boolean rtlNearby(String s, int i, int len) {
        for (int j = i - 1; j >= Math.max(0, i - BIDI_REACH) && s.charAt(j) != '\n'; j--) {
            char c = s.charAt(j);
            if (Character.isLetter(c)) {
                if (isRtl(c)) {
                    return true;
                }
                break;
            }
        }
        for (int j = i + len; j < Math.min(s.length(), i + len + BIDI_REACH) && s.charAt(j) != '\n'; j++) {
            char c = s.charAt(j);
            if (Character.isLetter(c)) {
                return isRtl(c);
            }
        }
        return false;
    }

    private static boolean isRtl(int cp) {
        return cp >= 0 && (CodePointTable.get(cp) & CodePointTable.RTL) != 0;
    }

    static int next(String s, int j) {
        return j < s.length() ? s.codePointAt(j) : -1;
    }

    /** A letter or mark (a virama, a vowel sign) of one of the scripts. */
    private static boolean inScripts(int cp, int[] scripts) {
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
