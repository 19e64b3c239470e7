package dev.cairn.text.rework;

/**
 * The indefinite article a word takes, from its spelling: "an" before a vowel letter, "a" before a consonant.
 * Spellings whose sound the letters do not settle ("u", "h", "eu", "one", "y") answer "?", which matches
 * neither article, so a synonym needing one after "a"/"an" is not used.
 */
final class Articles {
    private Articles() {
    }

    static String of(String word) {
        char first = word.charAt(0);
        if (first == 'u' || first == 'h' || first == 'y' || word.startsWith("eu") || word.startsWith("ew")
                || word.startsWith("one") || word.startsWith("once")) {
            return "?";
        }
        return first == 'a' || first == 'e' || first == 'i' || first == 'o' ? "an" : "a";
    }
}
