package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

class StructuresPropertiesTest {
    /** Words no transformation reacts to. */
    private static final List<String> NEUTRAL = List.of("The", "the", "cat", "sat", "on", "mat", "we", "it",
        "ran", "home", "quickly", "Paris", "I", "a", "old", "town", "hall", "members", "agreed", "plans");
    /** Words and punctuation every transformation reacts to. */
    private static final List<String> TRIGGERS = List.of("do", "not", "don't", "don\u2019t", "can't", "cannot",
        "will", "is", "because", "although", "even", "though", "when", "if", "once", "For", "example", "Moreover",
        "Thus", "As", "result", "and", "but", "so", "yet", "they're", "I'm", "it's", "DO", "NOT", ",", "<<>>");
    /** Spacing and punctuation a transformation must not introduce. */
    private static final List<String> SPACING_DEFECTS = List.of("  ", " ,", " .", ",,", ".,", ",.", "..");
    private static final List<String> ENDINGS = List.of(".", "?", "!", "", ",");

    @Provide
    Arbitrary<String> anySentence() {
        Arbitrary<String> item = Arbitraries.oneOf(Arbitraries.of(NEUTRAL), Arbitraries.of(TRIGGERS));
        return sentence(item, 60);
    }

    /**
     * Sentences shaped like the transformations' patterns (connector, clause, subordinator, clause,
     * coordinator, clause), with protected items and trigger words scattered in the clauses.
     */
    @Provide
    Arbitrary<String> shapedSentence() {
        Arbitrary<String> item = Arbitraries.frequencyOf(Tuple.of(12, Arbitraries.of(NEUTRAL)),
            Tuple.of(1, Arbitraries.of(TRIGGERS)));
        Arbitrary<String> tail = Arbitraries.frequencyOf(Tuple.of(1, Arbitraries.just("")), Tuple.of(1,
            Combinators.combine(Arbitraries.of(", and", ", but", ", so"), clause(item, 0, 24))
                .as((coordinator, c) -> c.isEmpty() ? "" : coordinator + " the" + c)));
        Arbitrary<String> shape = Combinators.combine(
            Arbitraries.of("", "", "", "For example, ", "Moreover, ", "As a result, "),
            Arbitraries.of("The", "We", "I", "Paris", "NASA", "<<>>"), clause(item, 2, 14), Arbitraries.of("", ","),
            Arbitraries.of(" because", " although", " even though", " when", " if", " once"), clause(item, 2, 10),
            tail, Arbitraries.of(".", "?"))
            .as((connector, first, a, comma, sub, b, c, end) -> connector + first + a + comma + sub + b + c + end);
        return shape.map(StructuresPropertiesTest::numberProtectedItems);
    }

    private static Arbitrary<String> clause(Arbitrary<String> item, int min, int max) {
        return item.filter(i -> !i.equals(",")).list().ofMinSize(min).ofMaxSize(max)
            .map(items -> items.isEmpty() ? "" : " " + String.join(" ", items));
    }

    private static String numberProtectedItems(String text) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        int n = 0;
        for (int found = text.indexOf("<<>>"); found >= 0; found = text.indexOf("<<>>", at)) {
            out.append(text, at, found).append("<<Q").append(n++).append(">>");
            at = found + 4;
        }
        return out.append(text.substring(at)).toString();
    }

    @Provide
    Arbitrary<String> neutralSentence() {
        return sentence(Arbitraries.of(NEUTRAL), 40);
    }

    /** Items joined with single spaces, commas attached to the word before, protected items numbered in order. */
    private static Arbitrary<String> sentence(Arbitrary<String> item, int maxItems) {
        return Arbitraries.of(ENDINGS).flatMap(ending -> item.list().ofMinSize(1).ofMaxSize(maxItems).map(items -> {
            StringBuilder text = new StringBuilder();
            int protectedItems = 0;
            for (String it : items) {
                if (!it.equals(",") && !text.isEmpty()) {
                    text.append(' ');
                }
                text.append(it.equals("<<>>") ? "<<P" + protectedItems++ + ">>" : it);
            }
            return text.append(ending).toString();
        }));
    }

    @Property(tries = 3000)
    void keepsProtectedItemsInOrderAndAddsNoSpacingDefect(@ForAll("anySentence") String sentence) {
        checkProtectedItemsAndSpacing(sentence);
    }

    @Property(tries = 3000)
    void keepsProtectedItemsInOrderInShapedSentences(@ForAll("shapedSentence") String sentence) {
        checkProtectedItemsAndSpacing(sentence);
        Statistics.label("deep").coverage(coverage -> {
            for (Transformation kind : Transformation.values()) {
                if (kind != Transformation.SYNONYM) {
                    coverage.checkQuery((List<?> kinds) -> kinds.get(0).toString().contains(kind.name()))
                        .percentage(p -> p >= 1.0);
                }
            }
        });
    }

    private static void checkProtectedItemsAndSpacing(String sentence) {
        List<Token> tokens = List.copyOf(TokenText.tokens(sentence));
        for (ReworkMode mode : ReworkMode.values()) {
            TreeMap<Transformation, Integer> counts = new TreeMap<>();
            List<Token> out = Structures.apply(tokens, mode, counts, TokenText.COMMON);
            Statistics.label(mode.wireName()).collect(counts.keySet().toString());
            assertThat(protectedTexts(out)).as(mode + " " + sentence).isEqualTo(protectedTexts(tokens));
            String text = TokenText.text(out);
            for (String defect : SPACING_DEFECTS) {
                if (!sentence.contains(defect)) {
                    assertThat(text).as(mode + " " + sentence).doesNotContain(defect);
                }
            }
            assertThat(text.startsWith(" ") || text.endsWith(" ")).as(mode + " " + sentence).isFalse();
        }
    }

    @Property(tries = 1000)
    void leavesASentenceWithoutTriggersUnchanged(@ForAll("neutralSentence") String sentence) {
        List<Token> tokens = TokenText.tokens(sentence);
        for (ReworkMode mode : ReworkMode.values()) {
            TreeMap<Transformation, Integer> counts = new TreeMap<>();
            assertThat(Structures.apply(tokens, mode, counts, TokenText.COMMON)).as(mode + " " + sentence)
                .isSameAs(tokens);
            assertThat(counts).isEmpty();
        }
    }

    private static List<String> protectedTexts(List<Token> tokens) {
        List<String> texts = new ArrayList<>();
        for (Token t : tokens) {
            if (t.kind() == Token.Kind.PROTECTED) {
                texts.add(t.text());
            }
        }
        return texts;
    }
}
