package dev.cairn.text.rework;

import java.util.List;

/** Questions about runs of a sentence's tokens, [from, to) in its list, shared by the transformations. */
final class TokenRuns {
    private TokenRuns() {
    }

    static int wordCount(List<Token> tokens, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            if (tokens.get(i).isWord()) {
                n++;
            }
        }
        return n;
    }

    static boolean hasProtected(List<Token> tokens, int from, int to) {
        for (int i = from; i < to; i++) {
            if (tokens.get(i).kind() == Token.Kind.PROTECTED) {
                return true;
            }
        }
        return false;
    }

    /** The index of the first token at or after from that is not a space; to when there is none. */
    static int skipSpaces(List<Token> tokens, int from, int to) {
        int i = from;
        while (i < to && tokens.get(i).kind() == Token.Kind.SPACE) {
            i++;
        }
        return i;
    }

    /** The end of [from, to) with trailing spaces left out. */
    static int trimEnd(List<Token> tokens, int from, int to) {
        int end = to;
        while (end > from && tokens.get(end - 1).kind() == Token.Kind.SPACE) {
            end--;
        }
        return end;
    }

    /** A single space or tab run that does not break the line, so two words on either side read as a phrase. */
    static boolean isInlineSpace(Token token) {
        return token.kind() == Token.Kind.SPACE && token.text().indexOf('\n') < 0 && token.text().indexOf('\r') < 0;
    }

    static boolean isComma(Token token) {
        return token.kind() == Token.Kind.PUNCT && token.text().equals(",");
    }

    /** The text of the sentence's final token when it is punctuation, or "" when it ends otherwise. */
    static String finalPunctuation(List<Token> tokens) {
        if (tokens.isEmpty()) {
            return "";
        }
        Token last = tokens.get(tokens.size() - 1);
        return last.kind() == Token.Kind.PUNCT ? last.text() : "";
    }
}
