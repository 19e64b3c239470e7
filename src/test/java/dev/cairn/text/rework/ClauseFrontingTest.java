package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ClauseFrontingTest {
    private final Map<Transformation, Integer> counts = new TreeMap<>();

    private String apply(String sentence, boolean deep) {
        return TokenText.text(ClauseFronting.apply(TokenText.tokens(sentence), deep, counts, TokenText.COMMON));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "The roads were closed because it snowed all night.|Because it snowed all night, the roads were closed.",
        "The roads were closed, because it snowed.|Because it snowed, the roads were closed.",
        "We kept going although the rain was heavy.|Although the rain was heavy, we kept going.",
        "We kept going even though the rain was heavy.|Even though the rain was heavy, we kept going.",
        "The build will fail unless the tests pass.|Unless the tests pass, the build will fail.",
        "Cats sleep all day whereas dogs play.|Whereas dogs play, cats sleep all day.",
        "I stayed home because it rained.|Because it rained, I stayed home.",
        "I'm staying home because it rained.|Because it rained, I'm staying home.",
        "We'll rest here because they're tired.|Because they're tired, we'll rest here.",
        "The price rose to <<5 %>> because demand grew.|Because demand grew, the price rose to <<5 %>>.",
        "The price rose because demand grew by <<5 %>>.|Because demand grew by <<5 %>>, the price rose."})
    void frontsAStandardClause(String in, String out) {
        assertThat(apply(in, false)).isEqualTo(out);
        assertThat(counts).containsExactly(Map.entry(Transformation.CLAUSE_FRONTING, 1));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "We will go outside when the rain stops.|When the rain stops, we will go outside.",
        "The job will run again if it fails.|If it fails, the job will run again.",
        "We had lunch after the meeting ended.|After the meeting ended, we had lunch.",
        "Please save your work before you leave.|Before you leave, please save your work.",
        "The service starts once the database is ready.|Once the database is ready, the service starts.",
        "The kettle boiled while we talked quietly.|While we talked quietly, the kettle boiled."})
    void frontsADeepClauseOnlyInDeepMode(String in, String out) {
        assertThat(apply(in, false)).isEqualTo(in);
        assertThat(apply(in, true)).isEqualTo(out);
        assertThat(counts).containsExactly(Map.entry(Transformation.CLAUSE_FRONTING, 1));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Did the roads close because it snowed?",
        "The roads closed because it snowed!",
        "The roads closed because of the snow.",
        "Because it snowed, the roads closed.",
        "Roads closed because snow.",
        "Roads closed because it snowed.",
        "The roads were closed because it snowed because the wind blew.",
        "The roads were closed because it snowed although it was spring.",
        "The roads were closed because it snowed when we slept.",
        "The roads, sadly, were closed because it snowed.",
        "The roads were closed because it snowed; we stayed.",
        "The roads were closed because it snowed...",
        "The roads were closed (again) because it snowed.",
        "Paris was quiet because it snowed.",
        "NASA waited because it snowed.",
        "the roads were closed because it snowed.",
        "<<Roads>> were closed because it snowed.",
        "Roads on <<A1>> were closed because <<2 m>> fell.",
        "The roads were not closed because it snowed.",
        "The roads weren't closed because it snowed.",
        "I met the man who left because it rained.",
        "I think the roads closed because it snowed.",
        "The roads closed partly because it snowed.",
        "The roads were closed and we left because it snowed.",
        "It was closed only because it snowed.",
        "The roads were closed BECAUSE it snowed.",
        "The roads were closed though it was spring."})
    void leavesAmbiguousSentencesAlone(String in) {
        assertThat(apply(in, true)).isEqualTo(in);
        assertThat(counts).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "I do not know when the train leaves.",
        "We asked them if the shop was open.",
        "She wondered if the bridge would hold.",
        "It depends on when the parcel arrives.",
        "It is unclear when the work will end.",
        "That was the day when we first met.",
        "The answer is if the tests pass.",
        "I will go even if it rains hard.",
        "I met him once in Paris last year.",
        "I had seen it before at the station.",
        "We waited for a while in the hall.",
        "He acts as if nothing had happened.",
        "We left a week after the storm ended."})
    void leavesNounAndRelativeClausesAndAdverbsAloneInDeepMode(String in) {
        assertThat(apply(in, true)).isEqualTo(in);
        assertThat(counts).isEmpty();
    }

    @Test
    void returnsTheSameListWhenNothingApplies() {
        List<Token> tokens = TokenText.tokens("Nothing to see here.");
        assertThat(ClauseFronting.apply(tokens, true, counts, TokenText.COMMON)).isSameAs(tokens);
    }
}
