package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * Test helper: a sentence's tokens from plain text (letter runs with inner apostrophes or hyphens are words,
 * white space runs are spaces, {@code <<...>>} is a protected item, any other character is punctuation), and
 * the text back from tokens.
 */
final class TokenText {
    /** A stand-in for the lexicon: ordinary words are those not in this list of names and acronyms. */
    static final Predicate<String> COMMON = w -> !Set.of("paris", "nasa", "john").contains(w);

    private TokenText() {
    }

    static List<Token> tokens(String text) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int end;
            if (text.startsWith("<<", i)) {
                end = text.indexOf(">>", i) + 2;
                tokens.add(new Token(text.substring(i + 2, end - 2), Token.Kind.PROTECTED));
            } else if (Character.isWhitespace(c)) {
                end = i;
                while (end < text.length() && Character.isWhitespace(text.charAt(end))) {
                    end++;
                }
                tokens.add(Token.space(text.substring(i, end)));
            } else if (Character.isLetterOrDigit(c)) {
                end = i + 1;
                while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end))
                       || isInner(text.charAt(end)) && end + 1 < text.length()
                          && Character.isLetterOrDigit(text.charAt(end + 1)))) {
                    end++;
                }
                tokens.add(Token.word(text.substring(i, end)));
            } else {
                end = i + 1;
                tokens.add(Token.punct(text.substring(i, end)));
            }
            i = end;
        }
        return tokens;
    }

    /** The tokens' text, protected items marked again with {@code <<...>>}. */
    static String text(List<Token> tokens) {
        StringBuilder out = new StringBuilder();
        for (Token t : tokens) {
            out.append(t.kind() == Token.Kind.PROTECTED ? "<<" + t.text() + ">>" : t.text());
        }
        return out.toString();
    }

    /** The sentence after Structures.apply in mode, as text. */
    static String apply(String sentence, ReworkMode mode) {
        return text(Structures.apply(tokens(sentence), mode, new TreeMap<>(), COMMON));
    }

    static Map<Transformation, Integer> counts(String sentence, ReworkMode mode) {
        Map<Transformation, Integer> counts = new TreeMap<>();
        Structures.apply(tokens(sentence), mode, counts, COMMON);
        return counts;
    }

    private static boolean isInner(char c) {
        return c == '\'' || c == '\u2019' || c == '-';
    }
}
