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

    void markScript(int sc) {
        if (sc >= 0 && sc < 256) {
            scripts[sc >> 6] |= 1L << (sc & 63);
        }
    }

    void asciiLetter(int i, int ln, int col) {
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

    /** 1: mixed beyond what UTS #39 "highly restrictive" allows; -1: one script that can mimic Latin; 0: fine. */
    int verdict() {
        boolean cjkOk = (cjk & ~(HAN | HIRAGANA | KATAKANA)) == 0 || (cjk & ~(HAN | HANGUL)) == 0
            || (cjk & ~(HAN | BOPOMOFO)) == 0;
        if (manyOthers || (other >= 0 && (latin || cjk != 0)) || !cjkOk) {
            return 1;
        }
        if (!latin && cjk == 0 && (other == UScript.CYRILLIC || other == UScript.GREEK
            || other == UScript.ARMENIAN || other == UScript.CHEROKEE || other == UScript.COPTIC)) {
            return -1;
        }
        return 0;
    }

    void reset() {
        start = -1;
        latin = false;
        cjk = 0;
        other = -1;
        manyOthers = false;
    }
}
