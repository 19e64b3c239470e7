package dev.cairn.text.rework;

import java.util.List;
import java.util.Locale;

/**
 * Letter case of words as the structural transformations see it: a word or phrase is lower case, capitalised
 * or all capitals, and a replacement takes the same pattern; anything else (mixed case such as "dON'T" or
 * "Do NOT", which may carry emphasis) has no pattern and is left alone. Apostrophes are compared in their
 * straight form so that ' and ’ match the same contraction.
 */
final class WordCase {
    /** The case of a word or phrase that a replacement can copy. */
    enum Pattern { LOWER, CAPITALISED, UPPER }

    private WordCase() {
    }

    /** The pattern of one word, or null when its letters are in mixed case. */
    static Pattern of(String word) {
        int letters = 0;
        int upper = 0;
        boolean firstUpper = false;
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (Character.isLetter(c)) {
                if (Character.isUpperCase(c)) {
                    firstUpper |= letters == 0;
                    upper++;
                }
                letters++;
            }
        }
        if (upper == 0) {
            return Pattern.LOWER;
        }
        if (firstUpper && upper == 1) {
            return Pattern.CAPITALISED;
        }
        return upper == letters ? Pattern.UPPER : null;
    }

    /**
     * The pattern of a phrase: its first word's, provided the others agree (lower case after a lower-case
     * or capitalised first word, capitals after capitals); null otherwise.
     */
    static Pattern ofPhrase(List<String> words) {
        Pattern first = of(words.get(0));
        if (first == null) {
            return null;
        }
        Pattern rest = first == Pattern.UPPER ? Pattern.UPPER : Pattern.LOWER;
        for (int i = 1; i < words.size(); i++) {
            Pattern p = of(words.get(i));
            boolean singleCapital = p == Pattern.CAPITALISED && rest == Pattern.UPPER && letterCount(words.get(i)) == 1;
            if (p != rest && !singleCapital) {
                return null;
            }
        }
        return first;
    }

    /** lowerText written in pattern. */
    static String apply(Pattern pattern, String lowerText) {
        return switch (pattern) {
            case LOWER -> lowerText;
            case CAPITALISED -> capitalise(lowerText);
            case UPPER -> lowerText.toUpperCase(Locale.ROOT);
        };
    }

    static String capitalise(String word) {
        return word.isEmpty() ? word : word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1);
    }

    static String lowerFirst(String word) {
        return word.isEmpty() ? word : word.substring(0, 1).toLowerCase(Locale.ROOT) + word.substring(1);
    }

    /** The word in lower case with typographic apostrophes made straight, for comparison with word lists. */
    static String key(String word) {
        return word.replace('\u2019', '\'').toLowerCase(Locale.ROOT);
    }

    /** Two or more letters, all of them capitals: an acronym or shouting, never lower-cased. */
    static boolean isAllCapitals(String word) {
        return of(word) == Pattern.UPPER && letterCount(word) > 1;
    }

    private static int letterCount(String word) {
        int n = 0;
        for (int i = 0; i < word.length(); i++) {
            if (Character.isLetter(word.charAt(i))) {
                n++;
            }
        }
        return n;
    }
}
