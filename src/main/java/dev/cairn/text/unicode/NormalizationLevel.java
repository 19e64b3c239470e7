package dev.cairn.text.unicode;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.lang.UScript;
import com.ibm.icu.text.Normalizer2;

/**
 * The level of a span that NFC or NFKC changes. Low when it deceives inside Latin text:
 * <ul>
 *   <li>canonical (NFC) changes inside a word with other Latin letters: decomposed accents, misordered marks,
 *   conjoining jamo or a Kelvin or Ångström sign in a Latin word; or whose NFC form is ASCII (Kelvin sign,
 *   Greek question mark) unless the nearest letters are of another script. A lone decomposed letter ("ä" as
 *   a whole word) is info: it deceives no word;</li>
 *   <li>compatibility forms that fold to ASCII letters or digits (fullwidth, ligatures, letterlike symbols,
 *   unit squares) in a word with Latin letters (or, for digits, ASCII digits; or glued to ASCII digits in
 *   Latin text: "5㎏ of rice", not "5㎏の米"), or a word of two or more
 *   fullwidth, font or circled letters standing alone in Latin text: a plain Latin letter is the nearest
 *   letter on one side and no other script on the other ("ｆｒｅｅ" in an English sentence);</li>
 *   <li>mathematical alphanumeric symbols anywhere.</li>
 * </ul>
 * Info otherwise: the same forms in the text of their own script (jamo in Korean, fullwidth Latin or a unit
 * square in CJK text, presentation forms in Arabic), and typographic forms anywhere (superscripts and
 * subscripts, fractions, other numbers, ™, №, compatibility spaces, the ellipsis).
 */
final class NormalizationLevel {
    /** How far a word or a neighbouring letter is looked for, in UTF-16 units each side: keeps each span O(1). */
    private static final int REACH = 32;
    private static final Normalizer2 NFC = Normalizer2.getNFCInstance();
    private static final Normalizer2 NFKC = Normalizer2.getNFKCInstance();

    private NormalizationLevel() {
    }

    static int of(String text, int start, int end, boolean canonical) {
        boolean typographic = true;
        int letters = 0;
        boolean digits = false;
        for (int j = start; j < end; ) {
            int cp = text.codePointAt(j);
            if (cp >= 0x1D400 && cp <= 0x1D7FF) {
                return Cat.LOW;
            }
            if (isTypographic(cp) || emojiPresentation(text, j + Character.charCount(cp))) {
                j += Character.charCount(cp);
                continue; // folds to nothing that imitates a letter of a word, or is shown as an emoji ("\u2139\uFE0F")
            }
            typographic = false;
            // most spans are one fullwidth punctuation mark of CJK text: its folding is looked up, not built
            String folded = NFKC.getDecomposition(cp);
            for (int k = 0; folded != null && k < folded.length(); k++) {
                char c = folded.charAt(k);
                letters += (c | 0x20) >= 'a' && (c | 0x20) <= 'z' ? 1 : 0;
                digits |= c >= '0' && c <= '9';
            }
            j += Character.charCount(cp);
        }
        if (canonical) {
            String span = text.substring(start, end);
            boolean asciiLookalike = NFC.normalize(span).chars().allMatch(c -> c < 0x80); // Greek question mark
            return latinLetters(span) >= 2 || wordHas(text, start, end, false)
                || (asciiLookalike && !nearOtherScript(text, start, end)) ? Cat.LOW : Cat.INFO;
        }
        if (typographic || (letters == 0 && !digits)) {
            return Cat.INFO;
        }
        if ((letters > 0 && wordHas(text, start, end, false)) || (digits && wordHas(text, start, end, true))) {
            return Cat.LOW;
        }
        if (letters >= 2 && wordHas(text, start, end, true) && besideLatinOnly(text, start, end)
            && text.substring(start, end).codePoints().allMatch(NormalizationLevel::isSquare)) {
            return Cat.LOW; // a unit square glued to a number in Latin text ("5㎏"); in CJK text it is usual
        }
        return letters >= 2 && text.substring(start, end).codePoints().allMatch(NormalizationLevel::imitatesLetters)
            && besideLatinOnly(text, start, end) ? Cat.LOW : Cat.INFO;
    }

    private static boolean emojiPresentation(String text, int next) {
        return next < text.length() && text.charAt(next) == '\uFE0F';
    }

    /** Fullwidth, font (letterlike, mathematical) and circled forms: a word spelled in them reads as a word. */
    private static boolean imitatesLetters(int cp) {
        int dt = UCharacter.getIntPropertyValue(cp, UProperty.DECOMPOSITION_TYPE);
        return dt == UCharacter.DecompositionType.WIDE || dt == UCharacter.DecompositionType.FONT
            || dt == UCharacter.DecompositionType.CIRCLE;
    }

    private static boolean isSquare(int cp) {
        return UCharacter.getIntPropertyValue(cp, UProperty.DECOMPOSITION_TYPE) == UCharacter.DecompositionType.SQUARE;
    }

    private static boolean isTypographic(int cp) {
        if (cp == 0x00A0 || cp == 0x202F || cp == 0x2026 || UCharacter.isWhitespace(cp)) {
            return true; // no-break and other spaces, the ellipsis: the commonest spans, answered first
        }
        int dt = UCharacter.getIntPropertyValue(cp, UProperty.DECOMPOSITION_TYPE);
        int type = UCharacter.getType(cp);
        return dt == UCharacter.DecompositionType.SUPER || dt == UCharacter.DecompositionType.SUB
            || dt == UCharacter.DecompositionType.FRACTION || type == UCharacterCategory.OTHER_NUMBER
            || type == UCharacterCategory.LETTER_NUMBER || cp == 0x2116;
    }

    private static long latinLetters(String span) {
        return span.codePoints().filter(cp -> cp < 0xFF00 && Character.isLetter(cp) && isLatin(cp)).count();
    }

    private static boolean isLatin(int cp) {
        return cp < 0x80 || UScript.getScript(cp) == UScript.LATIN;
    }

    /** Whether the word around the span (letters, digits, marks, . - _ @ ' outside CJK) has a Latin letter. */
    private static boolean wordHas(String text, int start, int end, boolean asciiDigit) {
        for (int j = start - 1; j >= Math.max(0, start - REACH) && inWord(text.charAt(j)); j--) {
            if (wanted(text.charAt(j), asciiDigit)) {
                return true;
            }
        }
        for (int j = end; j < Math.min(text.length(), end + REACH) && inWord(text.charAt(j)); j++) {
            if (wanted(text.charAt(j), asciiDigit)) {
                return true;
            }
        }
        return false;
    }

    private static boolean wanted(char c, boolean asciiDigit) {
        return asciiDigit ? c >= '0' && c <= '9' : Character.isLetter(c) && c < 0xFF00 && isLatin(c);
    }

    private static boolean inWord(char c) {
        if (c < 0x80) {
            return Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_' || c == '@' || c == '\'';
        }
        if (Character.isSurrogate(c) || !(Character.isLetterOrDigit(c) || Character.getType(c) == Character.NON_SPACING_MARK)) {
            return false;
        }
        return TokenState.groupOf(UScript.getScript(c)) != TokenState.UNSPACED || c >= 0xFF00;
    }

    /** The nearest letter on either side, within reach, is of a script other than Latin (CJK, Cyrillic...). */
    private static boolean nearOtherScript(String text, int start, int end) {
        return nearest(text, start - 1, -1) == OTHER || nearest(text, end, 1) == OTHER;
    }

    /** A plain Latin letter is the nearest letter on one side at least, and no other script is on the other. */
    private static boolean besideLatinOnly(String text, int start, int end) {
        int before = nearest(text, start - 1, -1);
        int after = nearest(text, end, 1);
        return before != OTHER && after != OTHER && (before == LATIN || after == LATIN);
    }

    private static final int NOTHING = 0;
    private static final int LATIN = 1;
    private static final int OTHER = 2;

    private static int nearest(String text, int from, int step) {
        for (int j = from, k = 0; j >= 0 && j < text.length() && k < REACH; j += step, k++) {
            char c = text.charAt(j);
            if (Character.isLetter(c)) {
                return isLatin(c) && c < 0xFF00 ? LATIN : OTHER;
            }
        }
        return NOTHING;
    }
}
