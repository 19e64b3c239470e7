package dev.cairn.text.rework;

import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Generated inputs for rework_text's properties: English sentences from a vocabulary of common words
 * WordNet knows (so synonyms, contractions, connectors, clause fronting and splits all have work), mixed
 * with the items the engine must keep (numbers with units, URLs, emails, quotations, inline and fenced
 * code, Markdown headings and lists, Cyrillic) and with arbitrary strings.
 */
final class ReworkTexts {
    private static final List<String> DETERMINERS = List.of("the", "a", "this", "every", "our", "their");
    private static final List<String> ADJECTIVES = List.of("", "big ", "small ", "quick ", "happy ", "important ",
        "large ", "simple ", "difficult ", "beautiful ", "old ", "new ", "strong ", "careful ");
    private static final List<String> NOUNS = List.of("team", "report", "house", "car", "problem", "answer",
        "result", "city", "company", "student", "teacher", "decision", "project", "meeting", "picture", "road",
        "garden", "idea", "method", "question", "children", "buyer", "doctor", "letter");
    private static final List<String> VERBS = List.of("bought", "found", "started", "finished", "changed",
        "improved", "needs", "makes", "shows", "helps", "builds", "uses", "wanted", "began", "chose", "does not like",
        "doesn't like", "cannot see", "won't need", "is not", "isn't");
    private static final List<String> ADVERBS = List.of("", " quickly", " often", " carefully", " really",
        " usually", " again");
    private static final List<String> CONNECTORS = List.of("", "", "For example, ", "However, ", "In addition, ",
        "Also, ", "As a result, ", "For instance, ");
    private static final List<String> SUBORDINATORS = List.of(" because ", " although ", " unless ", " when ");
    private static final List<String> COORDINATORS = List.of(", and ", ", but ", ", so ");
    private static final List<String> ITEMS = List.of("5 km", "3.5%", "$1,200.50", "12kg", "v2.1.0", "2024-05-01",
        "10:30 am", "42", "https://example.com/path?q=1&r=2", "http://docs.example.org/a/b.html",
        "alice@example.com", "bob.smith+news@mail.example.co.uk", "\"the quick answer was wrong\"",
        "\u201Ca typographic quote because it is\u201D", "`make build`", "`if (x) { return y; }`",
        "\n```\nthe code does not change because it is code\n```\n", "\n# The big report\n", "\n- the first item\n",
        "\n1. a numbered item\n", "\n> a quoted block\n", "Привет мир", "быстро", "I'm", "it's", "we'll",
        "they've", "do not", "cannot", "[the link](https://example.com/x)", "<b>bold</b>");

    private ReworkTexts() {
    }

    /** Texts of up to about 40 pieces, each a sentence, a protected item or an arbitrary string. */
    static Arbitrary<String> texts() {
        Arbitrary<String> piece = Arbitraries.frequencyOf(
            Tuple.of(6, sentences()),
            Tuple.of(3, Arbitraries.of(ITEMS)),
            Tuple.of(1, Arbitraries.strings().ofMaxLength(12)));
        Arbitrary<String> separator = Arbitraries.of(" ", " ", " ", "\n", "\n\n", "");
        return Combinators.combine(piece, separator).as((p, s) -> p + s).list().ofMaxSize(40)
            .map(parts -> String.join("", parts));
    }

    static Arbitrary<String> sentences() {
        Arbitrary<String> subordinate = Combinators.combine(Arbitraries.of(SUBORDINATORS), clauses())
            .as(String::concat).injectNull(0.6).map(s -> s == null ? "" : s);
        Arbitrary<String> coordinate = Combinators.combine(Arbitraries.of(COORDINATORS), clauses(), clauses())
            .as((c, first, second) -> c + first + " and " + second).injectNull(0.7).map(s -> s == null ? "" : s);
        return Combinators.combine(Arbitraries.of(CONNECTORS), clauses(), subordinate, coordinate,
                Arbitraries.of(".", ".", "?", "!"))
            .as((connector, main, sub, coord, end) -> capitalise(connector + main) + sub + coord + end);
    }

    private static Arbitrary<String> clauses() {
        return Combinators.combine(Arbitraries.of(DETERMINERS), Arbitraries.of(ADJECTIVES), Arbitraries.of(NOUNS),
                Arbitraries.of(VERBS), Arbitraries.of(DETERMINERS), Arbitraries.of(ADJECTIVES),
                Arbitraries.of(NOUNS), Arbitraries.of(ADVERBS))
            .as((d1, a1, n1, v, d2, a2, n2, adv) -> d1 + " " + a1 + n1 + " " + v + " " + d2 + " " + a2 + n2 + adv);
    }

    private static String capitalise(String s) {
        return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }
}
