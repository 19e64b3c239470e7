package dev.cairn.text.rework;

/**
 * Builds a lemma's regular form ("study" PAST gives "studied"), the inverse of {@link Morphology}. It answers
 * null whenever English spelling leaves a doubt: a lemma with irregular forms, a final consonant that may
 * double ("stop", "visit"), a final "o" ("potatoes", "photos"), a final "s" in a plural or third person
 * ("papers", "means"); the caller then keeps the original word.
 * Every form it builds is checked by reading it back through {@link Morphology}.
 */
final class Inflection {
    private Inflection() {
    }

    static String of(Lexicon lexicon, String lemma, WordClass wordClass, Morphology.Form form) {
        if (form == Morphology.Form.BASE) {
            return lemma;
        }
        if (lexicon.isIrregular(lemma, wordClass) || lemma.endsWith("o")
                || lemma.endsWith("s") && (form == Morphology.Form.PLURAL || form == Morphology.Form.THIRD_PERSON)) {
            return null; // a lemma such as "papers" or "means" is already a plural: no "paperses"
        }
        String built = switch (form) {
            case PLURAL, THIRD_PERSON -> sibilant(lemma) ? lemma + "es"
                    : consonantY(lemma) ? stem(lemma) + "ies" : lemma + "s";
            case PAST -> mayDouble(lemma) ? null : lemma.endsWith("e") ? lemma + "d"
                    : consonantY(lemma) ? stem(lemma) + "ied" : lemma + "ed";
            case GERUND -> mayDouble(lemma) ? null : lemma.endsWith("ie") ? lemma.substring(0, lemma.length() - 2) + "ying"
                    : lemma.endsWith("ee") || lemma.endsWith("ye") || lemma.endsWith("oe") ? lemma + "ing"
                    : lemma.endsWith("e") ? stem(lemma) + "ing" : lemma + "ing";
            default -> null;
        };
        return built != null && readsBack(lexicon, built, lemma, wordClass, form) ? built : null;
    }

    private static boolean readsBack(Lexicon lexicon, String built, String lemma, WordClass wordClass,
                                     Morphology.Form form) {
        for (Morphology.Analysis analysis : Morphology.analyses(lexicon, built)) {
            if (analysis.lemma().equals(lemma) && analysis.wordClass() == wordClass && analysis.form() == form) {
                return true;
            }
        }
        return false;
    }

    private static boolean sibilant(String word) {
        return word.endsWith("s") || word.endsWith("x") || word.endsWith("z") || word.endsWith("ch")
                || word.endsWith("sh");
    }

    private static boolean consonantY(String word) {
        return word.length() > 1 && word.endsWith("y") && !vowel(word.charAt(word.length() - 2));
    }

    /** Ends consonant-vowel-consonant (not w, x, y): "stop" doubles, "visit" does not; spelling alone cannot say. */
    private static boolean mayDouble(String word) {
        int n = word.length();
        if (n < 3) {
            return true;
        }
        char last = word.charAt(n - 1);
        return !vowel(last) && last != 'w' && last != 'x' && last != 'y'
                && vowel(word.charAt(n - 2)) && !vowel(word.charAt(n - 3));
    }

    private static String stem(String word) {
        return word.substring(0, word.length() - 1);
    }

    private static boolean vowel(char c) {
        return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
    }
}
