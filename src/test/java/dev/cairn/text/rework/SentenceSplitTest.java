package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SentenceSplitTest {
    /** Sixteen words, enough for either side. */
    private static final String LEFT = "The committee met on a cold morning in the old town hall to discuss the plans";
    private static final String RIGHT = "the members agreed that the new budget should cover the repairs of the roof";

    private final Map<Transformation, Integer> counts = new TreeMap<>();

    private String apply(String sentence) {
        return TokenText.text(SentenceSplit.apply(TokenText.tokens(sentence), counts));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "and|The members agreed",
        "but|However, the members agreed",
        "yet|However, the members agreed",
        "so|As a result, the members agreed"})
    void splitsAtTheCoordinator(String coordinator, String rightStart) {
        String out = apply(LEFT + ", " + coordinator + " " + RIGHT + ".");
        assertThat(out).isEqualTo(LEFT + ". " + rightStart + RIGHT.substring("the members agreed".length()) + ".");
        assertThat(counts).containsExactly(Map.entry(Transformation.SENTENCE_SPLIT, 1));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I|I",
        "we|We",
        "it|It",
        "there|There",
        "their|Their",
        "that|That"})
    void capitalisesTheSubjectAfterAnd(String subject, String written) {
        String right = " members agreed that the new budget should cover the repairs of the roof";
        assertThat(apply(LEFT + ", and " + subject + right + ".")).isEqualTo(LEFT + ". " + written + right + ".");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // too short overall, on the left, on the right
        "The committee met in the hall, and the members agreed on it.",
        "The committee met, and the members agreed that the new budget should cover the repairs of the roof and the walls and the doors.",
        "The committee met on a cold morning in the old town hall to discuss the plans for the new library and the park, and the members agreed.",
        // not a subject after the coordinator
        "The committee met on a cold morning in the old town hall to discuss the plans, and agreed that the new budget should cover the repairs of the roof.",
        "The committee met on a cold morning in the old town hall to discuss the plans, and Peter agreed that the new budget should cover the repairs of the roof.",
        "The committee met on a cold morning in the old town hall to discuss the plans, so that the members could agree on the new budget for the repairs of the roof.",
        // the end of a list
        "The committee met on a cold morning to discuss the roads, the parks, and the old town hall that needs new windows and a roof before winter.",
        // a question, a second coordinator on the right
        "The committee met on a cold morning in the old town hall to discuss the plans, and the members agreed that the new budget should cover the repairs of the roof?",
        "The committee met on a cold morning in the old town hall to discuss the plans, and the members agreed that the new budget should cover the roof, but the mayor did not."})
    void leavesOtherSentencesAlone(String in) {
        assertThat(apply(in)).isEqualTo(in);
        assertThat(counts).isEmpty();
    }
}
