package dev.cairn.text.unicode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@link TextInspector#mayHide} may say yes where inspect finds nothing, never no where inspect finds a bidi
 * control, tag character, zero-width character or control, or a variation selector above low.
 */
class MayHideTest {
    private static final Set<String> ALWAYS = Set.of("bidi_control", "tag_character", "zero_width", "control");

    @Provide
    Arbitrary<String> anyText() {
        Arbitrary<String> atom = Arbitraries.oneOf(Arbitraries.of(ScrubberPropertiesTest.ATOMS),
            Arbitraries.strings().all().ofMinLength(1).ofMaxLength(3), Arbitraries.of(Samples.rgiEmoji()));
        return atom.list().ofMaxSize(40).map(l -> String.join("", l));
    }

    @Property(tries = 5000)
    void noIsNeverWrong(@ForAll("anyText") String text) {
        assertNoMisses(text);
    }

    @Test
    void noIsNeverWrongOnTheCorpora() {
        List<String> texts = new ArrayList<>(Samples.PROSE.values());
        texts.addAll(Samples.rgiEmoji());
        AttackCases.ALL.forEach(a -> texts.add(a.text()));
        ClassCorpora.POSITIVES.forEach(p -> texts.add(p.text()));
        ClassCorpora.NEGATIVES.forEach(n -> texts.add(n.text()));
        texts.forEach(MayHideTest::assertNoMisses);
    }

    @Test
    void ordinaryTextIsNo() {
        assertThat(TextInspector.mayHide("Caf\u00E9 \u2764\uFE0F na\u00EFve \u041F\u0440\u0438\n\t")).isFalse();
        assertThat(TextInspector.mayHide("k\uFE00\uFE01")).isTrue();
        assertThat(TextInspector.mayHide("a\u0007")).isTrue();
    }

    private static void assertNoMisses(String text) {
        if (!TextInspector.mayHide(text)) {
            assertThat(hides(text)).as(LegitimateTextTest.hex(text)).isFalse();
        }
    }

    private static boolean hides(String text) {
        return TextInspector.inspect(text).findings().stream().anyMatch(f -> ALWAYS.contains(f.category())
            || (f.category().equals("variation_selector") && (f.severity().equals("medium")
                || f.severity().equals("high"))));
    }
}
