package dev.cairn.text.unicode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class AttackCasesTest {
    static List<AttackCases.Attack> attacks() {
        return AttackCases.ALL;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("attacks")
    void foundWithCategorySeverityAndDecoding(AttackCases.Attack attack) {
        Inspection r = TextInspector.inspect(attack.text());
        List<Finding> hits = r.findings().stream().filter(f -> f.category().equals(attack.category())).toList();
        assertThat(hits).as(attack.name()).isNotEmpty();
        assertThat(hits).as(attack.name())
            .anyMatch(f -> LegitimateTextTest.RANK.indexOf(f.severity()) >= LegitimateTextTest.RANK.indexOf(attack.severity()));
        if (attack.decoded() != null) {
            assertThat(hits).extracting(Finding::decoded).as(attack.name()).contains(attack.decoded());
        }
        ScrubResult s = Scrubber.scrub(attack.text(), ScrubMode.STANDARD);
        // visible characters are reported, never rewritten by a standard scrub
        if (!List.of("confusable", "mixed_script", "normalization", "mixed_digits").contains(attack.category())) {
            assertThat(s.changed()).as(attack.name()).isTrue();
            assertThat(TextInspector.inspect(s.text()).findings()).as(attack.name())
                .noneMatch(f -> f.category().equals(attack.category()) && LegitimateTextTest.aboveInfo(f));
        }
    }
}
