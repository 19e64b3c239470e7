package dev.cairn.text.unicode;

import com.ibm.icu.lang.UScript;

/**
 * The UTS #39 restriction level of a whole text from the scripts it uses (Common and Inherited ignored):
 * ascii, single_script_restrictive, highly_restrictive (Latin with Han and Japanese kana, or with Han and
 * Hangul, or with Han and Bopomofo), moderately_restrictive (Latin with one other script that is not Cyrillic,
 * Greek or Cherokee), minimally_restrictive otherwise.
 */
final class Restriction {
    private Restriction() {
    }

    static String level(String text, long[] mask) {
        boolean ascii = true;
        for (int i = 0; i < text.length() && ascii; i++) {
            ascii = text.charAt(i) < 0x80;
        }
        if (ascii) {
            return "ascii";
        }
        int count = 0;
        for (long m : mask) {
            count += Long.bitCount(m);
        }
        if (count <= 1) {
            return "single_script_restrictive";
        }
        long latin = bit(UScript.LATIN);
        long japanese = latin | bit(UScript.HAN) | bit(UScript.HIRAGANA) | bit(UScript.KATAKANA);
        long korean = latin | bit(UScript.HAN) | bit(UScript.HANGUL);
        long chinese = latin | bit(UScript.HAN) | bit(UScript.BOPOMOFO);
        boolean lowOnly = mask[1] == 0 && mask[2] == 0 && mask[3] == 0;
        if (lowOnly && ((mask[0] & ~japanese) == 0 || (mask[0] & ~korean) == 0 || (mask[0] & ~chinese) == 0)) {
            return "highly_restrictive";
        }
        boolean hasLatin = (mask[UScript.LATIN >> 6] & bit(UScript.LATIN)) != 0;
        boolean confusableOther = has(mask, UScript.CYRILLIC) || has(mask, UScript.GREEK) || has(mask, UScript.CHEROKEE);
        if (count == 2 && hasLatin && !confusableOther) {
            return "moderately_restrictive";
        }
        return "minimally_restrictive";
    }

    private static long bit(int sc) {
        return 1L << (sc & 63);
    }

    private static boolean has(long[] mask, int sc) {
        return (mask[sc >> 6] & bit(sc)) != 0;
    }
}
