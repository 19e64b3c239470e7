package dev.cairn.text.rework;

/**
 * One token of a sentence: a word (letters, with inner apostrophes and hyphens), a run of white space,
 * punctuation, or a protected item, which no transformation may change (it may only move with the words
 * around it when the protected items keep their order).
 */
public record Token(String text, Kind kind) {
    public enum Kind { WORD, SPACE, PUNCT, PROTECTED }

    public static Token word(String text) {
        return new Token(text, Kind.WORD);
    }

    public static Token space(String text) {
        return new Token(text, Kind.SPACE);
    }

    public static Token punct(String text) {
        return new Token(text, Kind.PUNCT);
    }

    public boolean isWord() {
        return kind == Kind.WORD;
    }

    /** A word equal to {@code other} ignoring ASCII case. */
    public boolean is(String other) {
        return kind == Kind.WORD && text.equalsIgnoreCase(other);
    }
}
