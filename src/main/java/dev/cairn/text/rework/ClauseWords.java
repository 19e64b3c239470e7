package dev.cairn.text.rework;

import java.util.Set;

/**
 * The closed word lists the structural transformations judge a clause by: words that open a clause as its
 * subject, verbs that take a noun clause (after which a when/if clause is that verb's object rather than a
 * condition), and negations. Words are compared through {@link WordCase#key}.
 */
final class ClauseWords {
    /** Pronouns and determiners that begin a subject: the start of an independent clause. */
    private static final Set<String> SUBJECT_STARTERS = Set.of("i", "we", "you", "he", "she", "it", "they",
        "this", "that", "these", "those", "there", "the", "a", "an", "my", "our", "your", "their", "his", "her",
        "its");

    /** Verbs, in every inflection, whose object may be a clause introduced by when, if, because and the like. */
    private static final Set<String> NOUN_CLAUSE_VERBS = Set.of(
        "know", "knows", "knew", "known", "knowing", "ask", "asks", "asked", "asking",
        "wonder", "wonders", "wondered", "wondering", "see", "sees", "saw", "seen", "seeing",
        "tell", "tells", "told", "telling", "decide", "decides", "decided", "deciding",
        "check", "checks", "checked", "checking", "remember", "remembers", "remembered", "remembering",
        "understand", "understands", "understood", "understanding", "show", "shows", "showed", "shown", "showing",
        "learn", "learns", "learned", "learnt", "learning", "determine", "determines", "determined", "determining",
        "doubt", "doubts", "doubted", "doubting", "find", "finds", "found", "finding",
        "forget", "forgets", "forgot", "forgotten", "forgetting", "explain", "explains", "explained", "explaining",
        "say", "says", "said", "saying", "notice", "notices", "noticed", "noticing", "care", "cares", "cared",
        "caring", "guess", "guesses", "guessed", "guessing", "imagine", "imagines", "imagined", "imagining",
        "mean", "means", "meant", "meaning", "matter", "matters", "mattered", "mattering",
        "depend", "depends", "depended", "depending",
        // Verbs of thought and report: "I think he left because it rained" is not "Because it rained, I think".
        "think", "thinks", "thought", "thinking", "believe", "believes", "believed", "believing",
        "suppose", "supposes", "supposed", "supposing", "claim", "claims", "claimed", "claiming",
        "argue", "argues", "argued", "arguing", "suggest", "suggests", "suggested", "suggesting",
        "assume", "assumes", "assumed", "assuming", "realise", "realises", "realised", "realising",
        "realize", "realizes", "realized", "realizing", "report", "reports", "reported", "reporting");

    private static final Set<String> NEGATIONS = Set.of("not", "never", "no", "nobody", "nothing", "none",
        "neither", "nor", "cannot");

    private ClauseWords() {
    }

    static boolean startsSubject(String word) {
        return SUBJECT_STARTERS.contains(WordCase.key(word));
    }

    static boolean takesNounClause(String word) {
        return NOUN_CLAUSE_VERBS.contains(WordCase.key(word));
    }

    /** "not", "never", "no" and the like, and every n't contraction. */
    static boolean isNegation(String word) {
        String key = WordCase.key(word);
        return NEGATIONS.contains(key) || key.endsWith("n't");
    }
}
