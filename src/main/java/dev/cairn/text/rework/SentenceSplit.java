package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Splits an over-long sentence (at least 30 words, ending in ".") at its first ", and" / ", but" / ", so" /
 * ", yet" that joins two independent clauses: the left part has at least 8 words, of which at least 4 since
 * its last comma (so that the end of a list, "apples, pears, and the ...", is not taken for a clause), and
 * the right part has at least 6 words, begins with a subject-like pronoun or determiner (but not "that"
 * opening a clause, as in "so that we can"), and joins nothing further with a comma and a coordinator.
 * "and" is dropped and the right part capitalised; "but"/"yet" become "However," and "so" "As a result,".
 */
final class SentenceSplit {
    private static final int MIN_SENTENCE_WORDS = 30;
    private static final int MIN_LEFT_WORDS = 8;
    private static final int MIN_LEFT_WORDS_SINCE_COMMA = 4;
    private static final int MIN_RIGHT_WORDS = 6;

    private SentenceSplit() {
    }

    /** The sentence as two, or the same list when it has no split point that qualifies. */
    static List<Token> apply(List<Token> s, Map<Transformation, Integer> counts) {
        int end = s.size() - 1;
        if (!TokenRuns.finalPunctuation(s).equals(".") || TokenRuns.wordCount(s, 0, end) < MIN_SENTENCE_WORDS) {
            return s;
        }
        int leftWords = 0;
        int wordsSinceComma = 0;
        int total = TokenRuns.wordCount(s, 0, end);
        int coordinatorAt = -1;
        for (int i = 0; i < end; i++) {
            Token t = s.get(i);
            if (t.isWord()) {
                leftWords++;
                wordsSinceComma++;
            } else if (TokenRuns.isComma(t)) {
                int coordinator = coordinatorAfter(s, i, end);
                if (coordinatorAt < 0 && coordinator > 0 && leftWords >= MIN_LEFT_WORDS
                    && wordsSinceComma >= MIN_LEFT_WORDS_SINCE_COMMA && total - leftWords - 1 >= MIN_RIGHT_WORDS
                    && opensClause(s, coordinator, end)) {
                    coordinatorAt = coordinator;
                } else if (coordinatorAt >= 0 && coordinator > 0) {
                    return s;
                }
                wordsSinceComma = 0;
            }
        }
        return coordinatorAt < 0 ? s : split(s, coordinatorAt, end, counts);
    }

    private static List<Token> split(List<Token> s, int coordinatorAt, int end, Map<Transformation, Integer> counts) {
        int commaAt = TokenRuns.trimEnd(s, 0, coordinatorAt) - 1;
        int leftEnd = TokenRuns.trimEnd(s, 0, commaAt);
        int rightStart = TokenRuns.skipSpaces(s, coordinatorAt + 1, end);
        List<Token> out = new ArrayList<>(s.size() + 6);
        out.addAll(s.subList(0, leftEnd));
        out.add(Token.punct("."));
        out.add(Token.space(" "));
        Token coordinator = s.get(coordinatorAt);
        Token first = s.get(rightStart);
        if (coordinator.is("and")) {
            out.add(Token.word(WordCase.capitalise(first.text())));
        } else {
            if (coordinator.is("so")) {
                out.addAll(List.of(Token.word("As"), Token.space(" "), Token.word("a"), Token.space(" "),
                    Token.word("result")));
            } else {
                out.add(Token.word("However"));
            }
            out.add(Token.punct(","));
            out.add(Token.space(" "));
            out.add(first);
        }
        out.addAll(s.subList(rightStart + 1, s.size()));
        counts.merge(Transformation.SENTENCE_SPLIT, 1, Integer::sum);
        return out;
    }

    /** The index of the lower-case coordinator right after the comma at commaAt (one space between), or -1. */
    private static int coordinatorAfter(List<Token> s, int commaAt, int end) {
        int i = commaAt + 2;
        if (i >= end || !TokenRuns.isInlineSpace(s.get(commaAt + 1)) || s.get(i + 1).kind() != Token.Kind.SPACE) {
            return -1;
        }
        String text = s.get(i).text();
        boolean coordinator = text.equals("and") || text.equals("but") || text.equals("so") || text.equals("yet");
        return s.get(i).isWord() && coordinator ? i : -1;
    }

    /** The words after the coordinator begin like the subject of an independent clause. */
    private static boolean opensClause(List<Token> s, int coordinatorAt, int end) {
        int first = TokenRuns.skipSpaces(s, coordinatorAt + 1, end);
        Token word = s.get(first);
        boolean lowerOrI = word.text().equals(WordCase.key(word.text())) || word.text().equals("I");
        if (!word.isWord() || !ClauseWords.startsSubject(word.text()) || !lowerOrI) {
            return false;
        }
        if (word.is("that")) {
            int next = TokenRuns.skipSpaces(s, first + 1, end);
            return next < end && s.get(next).isWord() && !ClauseWords.startsSubject(s.get(next).text());
        }
        return true;
    }
}
