package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ContractionsTest {
    private final Map<Transformation, Integer> counts = new TreeMap<>();

    private String apply(String sentence) {
        return TokenText.text(Contractions.apply(TokenText.tokens(sentence), counts));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "We do not know it.|We don't know it.",
        "Do not touch the wire.|Don't touch the wire.",
        "DO NOT touch the wire.|DON'T touch the wire.",
        "It will not rain today.|It won't rain today.",
        "Will not work here.|Won't work here.",
        "You cannot stay here.|You can't stay here.",
        "You can not stay here.|You can't stay here.",
        "She does not agree.|She doesn't agree.",
        "It is not easy.|It isn't easy.",
        "They were not ready.|They weren't ready.",
        "We must not forget.|We mustn't forget.",
        "You need not worry.|You needn't worry.",
        "He had not seen it.|He hadn't seen it."})
    void contractsANegationFollowedByAWord(String in, String out) {
        assertThat(apply(in)).isEqualTo(out);
        assertThat(counts).containsExactly(Map.entry(Transformation.CONTRACTION, 1));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I do not.",
        "I can not, really.",
        "They cannot.",
        "It is not <<42>> today.",
        "Do NOT touch it.",
        "DO not touch it.",
        "You can not only read but write.",
        "I do\nnot agree.",
        "I shall not go."})
    void leavesANegationAtTheEndBeforePunctuationOrWithMixedCase(String in) {
        assertThat(apply(in)).isEqualTo(in);
        assertThat(counts).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "We don't know.|We do not know.",
        "Don't touch it.|Do not touch it.",
        "DON'T touch it.|DO NOT touch it.",
        "It won't rain.|It will not rain.",
        "Won't rain.|Will not rain.",
        "You can't stay.|You cannot stay.",
        "You shan't pass.|You shall not pass.",
        "He mustn't go.|He must not go.",
        "They're here.|They are here.",
        "We've won.|We have won.",
        "I'll go.|I will go.",
        "I'm sure.|I am sure.",
        "I'M SURE.|I AM SURE.",
        "So I'm sure.|So I am sure.",
        "Yes, I can't.|Yes, I cannot."})
    void expandsContractions(String in, String out) {
        assertThat(apply(in)).isEqualTo(out);
        assertThat(counts).containsExactly(Map.entry(Transformation.EXPANSION, 1));
    }

    @Test
    void typographicApostrophesAreReadAndWritten() {
        assertThat(apply("We don\u2019t know.")).isEqualTo("We do not know.");
        assertThat(apply("They\u2019re sure we do not know it.")).isEqualTo("They are sure we don\u2019t know it.");
        assertThat(counts).containsEntry(Transformation.EXPANSION, 2).containsEntry(Transformation.CONTRACTION, 1);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "It's here.", "He'd go.", "Ain't it fun.", "Y'all come.", "The cat's toy.", "Rock'n'roll lives.",
        "Don't you see it.", "It is nice, isn't it.", "Isn't it nice?", "We don't know why?", "dON'T go.",
        "Ma'am said so.", "O'Neil left."})
    void leavesAmbiguousOrInvertedFormsAlone(String in) {
        assertThat(apply(in)).isEqualTo(in);
        assertThat(counts).isEmpty();
    }

    @Test
    void decidesEachOccurrenceByItsOwnForm() {
        assertThat(apply("I don't think we should not try it, and you're right."))
            .isEqualTo("I do not think we shouldn't try it, and you are right.");
        assertThat(counts).containsEntry(Transformation.EXPANSION, 2).containsEntry(Transformation.CONTRACTION, 1);
    }

    @Test
    void returnsTheSameListWhenNothingApplies() {
        List<Token> tokens = TokenText.tokens("Nothing to see here.");
        assertThat(Contractions.apply(tokens, counts)).isSameAs(tokens);
    }
}
