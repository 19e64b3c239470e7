package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class StructuresTest {
    private static final String LONG_SENTENCE = "The committee met on a cold morning in the old town hall to discuss"
        + " the plans, but the members agreed that the new budget should cover the repairs of the roof.";

    @Test
    void lightChangesNothing() {
        List<Token> tokens = TokenText.tokens("For example, we do not stop because it's late.");
        Map<Transformation, Integer> counts = new TreeMap<>();
        assertThat(Structures.apply(tokens, ReworkMode.LIGHT, counts, TokenText.COMMON)).isSameAs(tokens);
        assertThat(counts).isEmpty();
    }

    @Test
    void standardContractsVariesConnectorsAndFronts() {
        assertThat(TokenText.apply("For example, we do not stop.", ReworkMode.STANDARD))
            .isEqualTo("For instance, we don't stop.");
        assertThat(TokenText.counts("For example, we do not stop.", ReworkMode.STANDARD))
            .containsExactly(Map.entry(Transformation.CONTRACTION, 1), Map.entry(Transformation.CONNECTOR, 1));
        assertThat(TokenText.apply("We'll rest here because they're tired.", ReworkMode.STANDARD))
            .isEqualTo("Because they are tired, we will rest here.");
        assertThat(TokenText.counts("We'll rest here because they're tired.", ReworkMode.STANDARD))
            .containsExactly(Map.entry(Transformation.EXPANSION, 2), Map.entry(Transformation.CLAUSE_FRONTING, 1));
    }

    @Test
    void onlyDeepFrontsWhenAndSplits() {
        String when = "We will go outside when the rain stops.";
        assertThat(TokenText.apply(when, ReworkMode.STANDARD)).isEqualTo(when);
        assertThat(TokenText.apply(when, ReworkMode.DEEP)).isEqualTo("When the rain stops, we will go outside.");
        assertThat(TokenText.apply(LONG_SENTENCE, ReworkMode.STANDARD)).isEqualTo(LONG_SENTENCE);
        assertThat(TokenText.apply(LONG_SENTENCE, ReworkMode.DEEP)).isEqualTo("The committee met on a cold morning in"
            + " the old town hall to discuss the plans. However, the members agreed that the new budget should cover"
            + " the repairs of the roof.");
        assertThat(TokenText.counts(LONG_SENTENCE, ReworkMode.DEEP))
            .containsExactly(Map.entry(Transformation.SENTENCE_SPLIT, 1));
    }

    @Test
    void countsAddToWhatTheCallerHolds() {
        Map<Transformation, Integer> counts = new TreeMap<>(Map.of(Transformation.CONTRACTION, 3));
        Structures.apply(TokenText.tokens("We do not know and they do not care."), ReworkMode.STANDARD, counts,
            TokenText.COMMON);
        assertThat(counts).containsExactly(Map.entry(Transformation.CONTRACTION, 5));
    }

    @Test
    void movesProtectedItemsOnlyWithTheirClauseAndInOrder() {
        assertThat(TokenText.apply("The team cheered loudly because the coach said <<\"we won\">> today.",
            ReworkMode.STANDARD)).isEqualTo("Because the coach said <<\"we won\">> today, the team cheered loudly.");
        String both = "Sales rose by <<5 %>> because costs fell by <<2 %>>.";
        assertThat(TokenText.apply(both, ReworkMode.DEEP)).isEqualTo(both);
        assertThat(TokenText.apply("The team cheered <<\"again\">> because the coach smiled.", ReworkMode.STANDARD))
            .isEqualTo("Because the coach smiled, the team cheered <<\"again\">>.");
    }

    @Test
    void leavesAnEmptySentenceAlone() {
        List<Token> empty = List.of();
        assertThat(Structures.apply(empty, ReworkMode.DEEP, new TreeMap<>(), TokenText.COMMON)).isSameAs(empty);
    }
}
