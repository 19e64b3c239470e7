package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Groups a text's tokens into sentences. A sentence runs from a non-space token to terminal punctuation (".",
 * "!", "?", with any closing quotes or brackets after it) that is followed by space or the end, unless the
 * word before the period is an abbreviation or an initial. A paragraph break, a line break before Markdown
 * structure, and any protected item spanning lines (a code block) end a sentence too; those tokens and the
 * space between sentences stay outside every sentence and are copied as they are.
 */
final class Sentences {
    /** A stretch of tokens: a sentence to rework, or the material between sentences, copied verbatim. */
    record Part(List<Token> tokens, boolean sentence) {
    }

    private static final Set<String> ABBREVIATIONS = Set.of("mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st",
            "vs", "etc", "e.g", "i.e", "eg", "ie", "inc", "ltd", "co", "corp", "no", "fig", "al", "approx", "dept",
            "est", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "cf", "vol");
    private static final Set<String> CLOSERS = Set.of(")", "]", "\"", "'", "\u2019", "\u201D", "\u00BB");

    private Sentences() {
    }

    static List<Part> of(List<Token> tokens) {
        List<Part> parts = new ArrayList<>();
        List<Token> between = new ArrayList<>();
        List<Token> sentence = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            if (isBoundary(tokens, i)) {
                close(parts, sentence, between);
                between.add(token);
                continue;
            }
            if (sentence.isEmpty() && token.kind() == Token.Kind.SPACE) {
                between.add(token);
                continue;
            }
            if (sentence.isEmpty() && !between.isEmpty()) {
                parts.add(new Part(List.copyOf(between), false));
                between.clear();
            }
            sentence.add(token);
            if (endsSentence(tokens, i)) {
                while (i + 1 < tokens.size() && CLOSERS.contains(tokens.get(i + 1).text())) {
                    sentence.add(tokens.get(++i));
                }
                close(parts, sentence, between);
            }
        }
        close(parts, sentence, between);
        if (!between.isEmpty()) {
            parts.add(new Part(List.copyOf(between), false));
        }
        return parts;
    }

    /** Ends the open sentence; its trailing space moves to what lies between. */
    private static void close(List<Part> parts, List<Token> sentence, List<Token> between) {
        List<Token> trailing = new ArrayList<>();
        while (!sentence.isEmpty() && sentence.get(sentence.size() - 1).kind() == Token.Kind.SPACE) {
            trailing.add(0, sentence.remove(sentence.size() - 1));
        }
        if (!sentence.isEmpty()) {
            if (!between.isEmpty()) {
                parts.add(new Part(List.copyOf(between), false));
                between.clear();
            }
            parts.add(new Part(List.copyOf(sentence), true));
            sentence.clear();
        }
        between.addAll(trailing);
    }

    private static boolean isBoundary(List<Token> tokens, int i) {
        Token token = tokens.get(i);
        if (token.kind() == Token.Kind.PROTECTED) {
            return token.text().indexOf('\n') >= 0 || startsLine(tokens, i) && isMarker(token.text());
        }
        return token.kind() == Token.Kind.SPACE && newlines(token.text()) >= 2;
    }

    /** A protected item at the start of a line (a list or heading marker, a table row). */
    private static boolean startsLine(List<Token> tokens, int i) {
        return i == 0 || tokens.get(i - 1).kind() == Token.Kind.SPACE && tokens.get(i - 1).text().indexOf('\n') >= 0;
    }

    /** Markdown structure at a line start: "#", "-", "*", ">", "|"... or an ordered-list marker "1." / "1)". */
    private static boolean isMarker(String text) {
        if (!Character.isLetterOrDigit(text.codePointAt(0))) {
            return true;
        }
        int i = 0;
        while (i < text.length() && Character.isDigit(text.charAt(i))) {
            i++;
        }
        return i > 0 && i < text.length() && (text.charAt(i) == '.' || text.charAt(i) == ')')
                && text.substring(i + 1).isBlank();
    }

    private static boolean endsSentence(List<Token> tokens, int i) {
        String text = tokens.get(i).text();
        if (!text.equals(".") && !text.equals("!") && !text.equals("?")) {
            return false;
        }
        int after = i + 1;
        while (after < tokens.size() && CLOSERS.contains(tokens.get(after).text())) {
            after++;
        }
        if (after < tokens.size() && tokens.get(after).kind() != Token.Kind.SPACE) {
            return false;
        }
        if (text.equals(".") && i > 0 && tokens.get(i - 1).isWord()) {
            String word = tokens.get(i - 1).text();
            return word.length() > 1 && !ABBREVIATIONS.contains(word.toLowerCase(Locale.ROOT));
        }
        return true;
    }

    private static int newlines(String space) {
        int count = 0;
        for (int i = 0; i < space.length(); i++) {
            if (space.charAt(i) == '\n') {
                count++;
            }
        }
        return count;
    }

    static String join(List<Token> tokens) {
        StringBuilder text = new StringBuilder();
        for (Token token : tokens) {
            text.append(token.text());
        }
        return text.toString();
    }
}
