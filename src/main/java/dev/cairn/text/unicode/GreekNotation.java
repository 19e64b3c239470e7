package dev.cairn.text.unicode;

import com.ibm.icu.lang.UScript;

/**
 * Greek letters used as symbols beside Latin ones in mathematics and science: "Δx", "dθ", "ΔG", "μm", "μmol",
 * "kΩ", "λmax", "λ-calculus", "TNF-α", "NF-κB". Such a token is split at hyphens, dots, slashes and digits;
 * every part that mixes the two scripts must be short (at most two Greek and two Latin letters), a micro sign
 * prefixing a unit, or use only Greek letters that cannot pass for Latin ones (λ, Δ, θ, π, φ... whose UTS #39
 * skeleton is not ASCII). A look-alike Greek letter inside a longer Latin word ("gοοgle") is not notation.
 */
final class GreekNotation {
    private static final int MICRO = 0x03BC;

    private GreekNotation() {
    }

    static boolean isNotation(String token) {
        int greek = 0;
        int latin = 0;
        int firstOfPart = -1;
        boolean sawGreek = false;
        boolean lookalike = false;
        for (int j = 0; j <= token.length(); ) {
            int cp = j < token.length() ? token.codePointAt(j) : -1;
            int sc = cp < 0 ? UScript.COMMON : UScript.getScript(cp);
            if (cp >= 0 && Character.isLetter(cp)) {
                if (sc == UScript.GREEK) {
                    greek++;
                    lookalike |= Confusables.skeleton(new String(Character.toChars(cp))).chars().allMatch(c -> c < 0x80);
                } else if (sc == UScript.LATIN) {
                    latin++;
                } else {
                    return false; // a third script: not notation
                }
                if (firstOfPart < 0) {
                    firstOfPart = cp;
                }
            } else if (cp < 0 || !isInherited(sc)) {
                if (greek > 0 && latin > 0 && lookalike && !(greek <= 2 && latin <= 2)
                    && !(firstOfPart == MICRO && greek == 1 && latin <= 4)) {
                    return false;
                }
                sawGreek |= greek > 0;
                lookalike = false;
                greek = 0;
                latin = 0;
                firstOfPart = -1;
            }
            j += cp < 0 ? 1 : Character.charCount(cp);
        }
        return sawGreek;
    }

    private static boolean isInherited(int sc) {
        return sc == UScript.INHERITED;
    }
}
