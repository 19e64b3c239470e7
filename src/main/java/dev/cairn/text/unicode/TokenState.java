package dev.cairn.text.unicode;

import com.ibm.icu.lang.UScript;

/** Scripts of the current word-like token and of the whole text, kept in primitive fields. */
final class TokenState {
    private static final int HAN = 1;
    private static final int HIRAGANA = 2;
    private static final int KATAKANA = 4;
    private static final int HANGUL = 8;
    private static final int BOPOMOFO = 16;

    final long[] scripts = new long[4];
    int latinLetters;
    int otherLetters;

    int start = -1;
    int line;
    int column;
    private boolean latin;
    private int cjk;
    private int other = -1;
    private boolean manyOthers;
    /** 0: no letter yet; UNSPACED: letters of scripts written without spaces between words; SPACED: others. */
    private int group;
    static final int UNSPACED = 1;
    static final int SPACED = 2;

    void markScript(int sc) {
        if (sc >= 0 && sc < 256) {
            scripts[sc >> 6] |= 1L << (sc & 63);
        }
    }

    /** True when a letter of this script would cross from an unspaced-script run into another script. */
    boolean splitsAt(int sc) {
        return group != 0 && group != groupOf(sc);
    }

    static int groupOf(int sc) {
        return sc == UScript.HAN || sc == UScript.HIRAGANA || sc == UScript.KATAKANA || sc == UScript.HANGUL
            || sc == UScript.BOPOMOFO || sc == UScript.THAI || sc == UScript.LAO || sc == UScript.KHMER
            || sc == UScript.MYANMAR || sc == UScript.TIBETAN || sc == UScript.YI ? UNSPACED : SPACED;
    }

    void asciiLetter(int i, int ln, int col) {
        group = SPACED;
        if (start < 0) {
            start = i;
            line = ln;
            column = col;
        }
        latin = true;
    }

    void extend(int i, int ln, int col, int sc) {
        if (start < 0) {
            start = i;
            line = ln;
            column = col;
        }
        if (sc < 0 || sc == UScript.COMMON || sc == UScript.INHERITED || sc == UScript.UNKNOWN) {
            return;
        }
        group = groupOf(sc);
        switch (sc) {
            case UScript.LATIN -> latin = true;
            case UScript.HAN -> cjk |= HAN;
            case UScript.HIRAGANA -> cjk |= HIRAGANA;
            case UScript.KATAKANA -> cjk |= KATAKANA;
            case UScript.HANGUL -> cjk |= HANGUL;
            case UScript.BOPOMOFO -> cjk |= BOPOMOFO;
            default -> {
                if (other < 0) {
                    other = sc;
                } else if (other != sc) {
                    manyOthers = true;
                }
            }
        }
    }

    static final int MIXED = 1;
    static final int LATIN_ONLY = 2;
    static final int MIMIC = 3;
    static final int OTHER = 0;
    static final int NO_LETTERS = 4;

    /**
     * MIXED: scripts beyond what UTS #39 "highly restrictive" allows; MIMIC: one script whose letters can
     * mimic Latin (Cyrillic, Greek, Armenian, Cherokee, Coptic); LATIN_ONLY; OTHER.
     */
    int verdict() {
        boolean cjkOk = (cjk & ~(HAN | HIRAGANA | KATAKANA)) == 0 || (cjk & ~(HAN | HANGUL)) == 0
            || (cjk & ~(HAN | BOPOMOFO)) == 0;
        if (manyOthers || (other >= 0 && (latin || cjk != 0)) || !cjkOk) {
            return MIXED;
        }
        if (!latin && cjk == 0 && (other == UScript.CYRILLIC || other == UScript.GREEK
            || other == UScript.ARMENIAN || other == UScript.CHEROKEE || other == UScript.COPTIC)) {
            return MIMIC;
        }
        if (!latin && cjk == 0 && other < 0) {
            return NO_LETTERS;
        }
        return latin && cjk == 0 && other < 0 ? LATIN_ONLY : OTHER;
    }

    void reset() {
        start = -1;
        latin = false;
        cjk = 0;
        other = -1;
        manyOthers = false;
        group = 0;
    }
}
