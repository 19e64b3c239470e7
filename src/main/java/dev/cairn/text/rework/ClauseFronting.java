package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Clause fronting: "A because B." becomes "Because B, A." It applies only to a plain declarative sentence
 * whose attachment is clear: ending in ".", with no punctuation but an optional comma before the
 * subordinator, exactly one subordinating word in it, A of at least three words and B of at least two, and
 * nothing in A that could be what B belongs to instead of the whole clause: a relative pronoun or "that", a
 * verb that takes a noun clause ("I know when he left"), a clause coordinator or a pronoun after "and"/"or"
 * (a second clause), a negation before "because" ("He did not leave because it rained" has two readings), or
 * a modifier, "be", or (for the deep subordinators) a noun or adjective right before the subordinator
 * ("only if", "the reason is because", "the day when", "it is unclear when"). After/before/once also need B to start
 * like a subject, so that "once" as an adverb ("I met him once in Paris") stays.
 */
final class ClauseFronting {
    private static final Set<String> STANDARD_SUBORDINATORS = Set.of("because", "although", "though", "unless",
        "whereas");
    private static final Set<String> DEEP_SUBORDINATORS = Set.of("because", "although", "though", "unless",
        "whereas", "when", "if", "after", "before", "once", "while");
    /** Every word that opens an adverbial or noun clause: a sentence with two of them is not fronted. */
    private static final Set<String> ALL_SUBORDINATORS = Set.of("because", "although", "though", "unless",
        "whereas", "when", "if", "after", "before", "once", "while", "whilst", "since", "until", "till",
        "whenever", "wherever", "whether");
    private static final Set<String> NEED_SUBJECT = Set.of("after", "before", "once");
    /** Words in A after which B could attach to something smaller than A's whole clause. */
    private static final Set<String> INNER_CLAUSE_MARKERS = Set.of("who", "whom", "whose", "which", "that",
        "where", "what", "but", "yet", "so");
    /** Words right before the subordinator that modify it or make it the complement of "be". */
    private static final Set<String> BINDING_PREDECESSORS = Set.of("even", "only", "just", "not", "as", "what",
        "especially", "particularly", "mainly", "mostly", "partly", "largely", "simply", "precisely", "exactly",
        "except", "shortly", "soon", "long", "right", "ever", "and", "or", "a", "the", "is", "are", "was",
        "were", "be", "been", "being");
    /**
     * Adjectives and nouns after which a when/if/before... clause is a noun or relative clause ("it is unclear
     * when", "the day when", "a week after"), not an adverbial one.
     */
    private static final Set<String> CLAUSE_HOSTS = Set.of("clear", "unclear", "sure", "unsure", "certain",
        "uncertain", "obvious", "known", "unknown", "aware", "unaware", "time", "times", "day", "days", "moment",
        "year", "years", "period", "case", "cases", "point", "stage", "place", "situation", "week", "weeks",
        "month", "months", "hour", "hours", "minute", "minutes", "era", "occasion", "age", "night", "morning",
        "evening");
    /** Pronouns that, after "and" or "or" in A, begin a second clause B could belong to alone. */
    private static final Set<String> PRONOUN_SUBJECTS = Set.of("i", "we", "you", "he", "she", "they", "it",
        "there");

    private ClauseFronting() {
    }

    /** The fronted sentence, or the same list when the pattern is not unambiguous. */
    static List<Token> apply(List<Token> s, boolean deep, Map<Transformation, Integer> counts,
                             Predicate<String> commonWord) {
        int end = s.size() - 1;
        if (!TokenRuns.finalPunctuation(s).equals(".")) {
            return s;
        }
        int at = onlySubordinator(s, end);
        if (at <= 0 || !(deep ? DEEP_SUBORDINATORS : STANDARD_SUBORDINATORS).contains(WordCase.key(s.get(at).text()))) {
            return s;
        }
        int from = s.get(at).is("though") ? at - 2 : at;
        int aEnd = TokenRuns.trimEnd(s, 0, from);
        int commaAt = aEnd > 0 && s.get(aEnd - 1).kind() == Token.Kind.PUNCT ? aEnd - 1 : -1;
        if (commaAt >= 0) {
            aEnd = TokenRuns.trimEnd(s, 0, commaAt);
        }
        int bStart = TokenRuns.skipSpaces(s, at + 1, end);
        int bEnd = TokenRuns.trimEnd(s, bStart, end);
        String firstOfA = lowerCasedStart(s.get(0), commonWord);
        if (aEnd <= 0 || bStart >= bEnd || firstOfA == null || !onlyTheirPunctuation(s, commaAt, end)
            || TokenRuns.wordCount(s, 0, aEnd) < 3 || TokenRuns.wordCount(s, bStart, bEnd) < 2
            || TokenRuns.hasProtected(s, 0, aEnd) && TokenRuns.hasProtected(s, bStart, bEnd)
            || !clearAttachment(s, aEnd, from, at, bStart)) {
            return s;
        }
        List<Token> out = new ArrayList<>(s.size() + 2);
        out.add(Token.word(WordCase.capitalise(WordCase.key(s.get(from).text()))));
        out.addAll(s.subList(from + 1, at + 1));
        out.add(Token.space(" "));
        out.addAll(s.subList(bStart, bEnd));
        out.add(Token.punct(","));
        out.add(Token.space(" "));
        out.add(Token.word(firstOfA));
        out.addAll(s.subList(1, aEnd));
        out.add(s.get(end));
        counts.merge(Transformation.CLAUSE_FRONTING, 1, Integer::sum);
        return out;
    }

    /**
     * The index of the sentence's one subordinating word (the "though" of "even though"), or -1 when it has
     * none or more than one, or the one it has is not in lower case or is not preceded by a space.
     */
    private static int onlySubordinator(List<Token> s, int end) {
        int found = -1;
        for (int i = 0; i < end; i++) {
            Token t = s.get(i);
            if (t.isWord() && ALL_SUBORDINATORS.contains(WordCase.key(t.text()))) {
                if (found >= 0) {
                    return -1;
                }
                found = i;
            }
        }
        if (found <= 0 || !s.get(found).text().equals(WordCase.key(s.get(found).text()))
            || s.get(found - 1).kind() != Token.Kind.SPACE) {
            return -1;
        }
        if (s.get(found).is("though")) {
            boolean pair = found >= 3 && s.get(found - 2).text().equals("even")
                           && TokenRuns.isInlineSpace(s.get(found - 1)) && s.get(found - 3).kind() == Token.Kind.SPACE;
            return pair ? found : -1;
        }
        return found;
    }

    /** Every PUNCT token is the final one or the comma right before the subordinator. */
    private static boolean onlyTheirPunctuation(List<Token> s, int commaAt, int end) {
        for (int i = 0; i < end; i++) {
            if (s.get(i).kind() == Token.Kind.PUNCT && !(i == commaAt && TokenRuns.isComma(s.get(i)))) {
                return false;
            }
        }
        return true;
    }

    private static boolean clearAttachment(List<Token> s, int aEnd, int from, int at, int bStart) {
        String subordinator = WordCase.key(s.get(at).text());
        boolean because = subordinator.equals("because");
        boolean afterCoordinator = false;
        for (int i = 0; i < aEnd; i++) {
            Token t = s.get(i);
            if (!t.isWord()) {
                continue;
            }
            String key = WordCase.key(t.text());
            if (INNER_CLAUSE_MARKERS.contains(key) || ClauseWords.takesNounClause(key)
                || because && ClauseWords.isNegation(key) || afterCoordinator && PRONOUN_SUBJECTS.contains(key)) {
                return false;
            }
            afterCoordinator = key.equals("and") || key.equals("or");
        }
        String previous = WordCase.key(s.get(TokenRuns.trimEnd(s, 0, from) - 1).text());
        if (BINDING_PREDECESSORS.contains(previous)
            || !STANDARD_SUBORDINATORS.contains(subordinator) && CLAUSE_HOSTS.contains(previous)) {
            return false;
        }
        Token firstOfB = s.get(bStart);
        if (because && firstOfB.is("of")) {
            return false;
        }
        return !NEED_SUBJECT.contains(subordinator) || firstOfB.isWord() && ClauseWords.startsSubject(firstOfB.text());
    }

    /**
     * A's first word as it reads after the fronted clause: "I" (and its contractions) unchanged, an ordinary
     * capitalised word in lower case; null when it cannot be lower-cased safely (a name, an acronym, a word
     * already in lower case or not a word at all).
     */
    private static String lowerCasedStart(Token first, Predicate<String> commonWord) {
        if (!first.isWord()) {
            return null;
        }
        String text = first.text();
        String key = WordCase.key(text);
        if (text.startsWith("I") && (key.equals("i") || key.startsWith("i'"))) {
            return text;
        }
        if (WordCase.of(text) != WordCase.Pattern.CAPITALISED || !commonWord.test(key)) {
            return null;
        }
        return WordCase.lowerFirst(text);
    }
}
