package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConnectorsTest {
    private final Map<Transformation, Integer> counts = new TreeMap<>();

    private String apply(String sentence) {
        return TokenText.text(Connectors.apply(TokenText.tokens(sentence), counts));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "For example, cats purr.|For instance, cats purr.",
        "For instance, cats purr.|For example, cats purr.",
        "In addition, cats purr.|Additionally, cats purr.",
        "Additionally, cats purr.|In addition, cats purr.",
        "Moreover, cats purr.|Furthermore, cats purr.",
        "Furthermore, cats purr.|Moreover, cats purr.",
        "Therefore, cats purr.|Thus, cats purr.",
        "Thus, cats purr.|Therefore, cats purr.",
        "Consequently, cats purr.|As a result, cats purr.",
        "As a result, cats purr.|Consequently, cats purr.",
        "In contrast, cats purr.|By contrast, cats purr.",
        "By contrast, cats purr.|In contrast, cats purr.",
        "Similarly, cats purr.|Likewise, cats purr.",
        "Likewise, cats purr.|Similarly, cats purr.",
        "In short, cats purr.|In brief, cats purr.",
        "In brief, cats purr.|In short, cats purr.",
        "FOR EXAMPLE, cats purr.|FOR INSTANCE, cats purr.",
        "AS A RESULT, cats purr.|CONSEQUENTLY, cats purr.",
        "CONSEQUENTLY, <<3>> cats purr.|AS A RESULT, <<3>> cats purr."})
    void variesASentenceInitialConnectorKeepingItsCase(String in, String out) {
        assertThat(apply(in)).isEqualTo(out);
        assertThat(counts).containsExactly(Map.entry(Transformation.CONNECTOR, 1));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "For example cats purr.", "Thus cats purr.", "Cats, for example, purr.", "For Example, cats purr.",
        "For\nexample, cats purr.", "Therefore; cats purr.", "In the short run, cats purr.", "Thusly, cats purr.",
        "Moreover.", "Moreover"})
    void leavesAnythingElseAlone(String in) {
        assertThat(apply(in)).isEqualTo(in);
        assertThat(counts).isEmpty();
    }
}
