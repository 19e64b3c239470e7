package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * rework_text's contract on generated English with protected items and on arbitrary strings, in every
 * mode: the same output on every call, lengths as reported, every item an independent scanner finds kept
 * byte for byte and in order, change figures equal to an independent recomputation, sane counts.
 */
class ReworkPropertiesTest {
    private static final Set<String> TRANSFORMATIONS =
        Arrays.stream(Transformation.values()).map(Transformation::key).collect(Collectors.toSet());
    private static final Set<String> STRUCTURAL =
        Set.of(Transformation.CLAUSE_FRONTING.key(), Transformation.SENTENCE_SPLIT.key());

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.oneOf(ReworkTexts.texts(), Arbitraries.strings().ofMaxLength(200));
    }

    @Property(tries = 200)
    void sameOutputOnEveryCall(@ForAll("texts") String text, @ForAll ReworkMode mode) {
        Rework first = Reworker.shared().rework(text, mode);
        assertThat(Reworker.shared().rework(text, mode)).isEqualTo(first);
        assertThat(Reworker.shared().rework(new String(text.toCharArray()), mode)).isEqualTo(first);
    }

    @Property(tries = 200)
    void lengthsAreThoseOfInputAndOutput(@ForAll("texts") String text, @ForAll ReworkMode mode) {
        Rework rework = Reworker.shared().rework(text, mode);
        assertThat(rework.mode()).isEqualTo(mode);
        assertThat(rework.charactersIn()).isEqualTo(text.length());
        assertThat(rework.charactersOut()).isEqualTo(rework.reworkedText().length());
    }

    @Property(tries = 500)
    void protectedItemsKeptInOrder(@ForAll("texts") String text, @ForAll ReworkMode mode) {
        List<String> items = ReworkProtectedScan.items(text);
        String output = Reworker.shared().rework(text, mode).reworkedText();
        assertThat(ReworkProtectedScan.firstMissing(items, output))
            .as("items %s of input %s in output %s", items, text, output).isNull();
    }

    @Property(tries = 500)
    void changeFiguresMatchAnIndependentRecomputation(@ForAll("texts") String text, @ForAll ReworkMode mode) {
        Rework rework = Reworker.shared().rework(text, mode);
        ReworkFigures figures = ReworkFigures.of(text, rework.reworkedText());
        // the figures must be compared on outputs that differ, not only on texts handed back unchanged
        Statistics.label("changed").collect(mode, !rework.reworkedText().equals(text));
        Statistics.label("changed").coverage(coverage -> {
            coverage.check(ReworkMode.STANDARD, true).percentage(p -> p >= 5);
            coverage.check(ReworkMode.DEEP, true).percentage(p -> p >= 5);
        });
        Statistics.label("structure changed").collect(mode, figures.structuralChangePercent() > 0);
        Statistics.label("structure changed").coverage(coverage ->
            coverage.check(ReworkMode.DEEP, true).percentage(p -> p >= 2));
        assertThat(rework.wordingChangePercent()).as("wording: input %s output %s", text, rework.reworkedText())
            .isEqualTo(figures.wordingChangePercent());
        assertThat(rework.structuralChangePercent()).as("structure: input %s output %s", text, rework.reworkedText())
            .isEqualTo(figures.structuralChangePercent());
    }

    @Property(tries = 200)
    void countsAreSane(@ForAll("texts") String text, @ForAll ReworkMode mode) {
        Rework rework = Reworker.shared().rework(text, mode);
        Map<String, Integer> counts = rework.transformations();
        assertThat(TRANSFORMATIONS).containsAll(counts.keySet());
        assertThat(counts.values()).allMatch(count -> count >= 0);
        if (mode == ReworkMode.LIGHT) {
            assertThat(STRUCTURAL).allMatch(kind -> counts.getOrDefault(kind, 0) == 0);
        }
        rework.protectedItems().values()
            .forEach(p -> assertThat(p.preserved()).isBetween(0, p.found()));
    }
}
