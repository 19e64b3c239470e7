package dev.cairn.text.unicode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ScrubberTest {
    static ScrubResult scrub(String text, String mode) {
        return Scrubber.scrub(text, ScrubMode.of(mode));
    }

    @Test
    void modesByName() {
        assertThat(ScrubMode.of("standard")).isEqualTo(ScrubMode.STANDARD);
        assertThat(ScrubMode.of("strict")).isEqualTo(ScrubMode.STRICT);
        assertThat(ScrubMode.of("unicode")).isEqualTo(ScrubMode.UNICODE);
        assertThatThrownBy(() -> ScrubMode.of("STANDARD")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void standardRemovesAndReplacesWhatIsFlaggedLowOrAbove() {
        String text = "\uFEFFa\u202Eb\u200Bc" + TextInspectorTest.tags("hi") + "d\u0001e\uD800f\uFFFEg\u2028hj\u00A0i"
            + "x\uFE0Fy\uE000z\u0378";
        ScrubResult r = scrub(text, "standard");
        assertThat(r.text()).isEqualTo("\uFEFFabcde\uFFFDf\uFFFDg hj i" + "xyz\u0378");
        assertThat(r.changed()).isTrue();
        assertThat(r.removed()).isEqualTo(Map.of("bidi_control", 1, "zero_width", 1, "tag_character", 2,
            "control", 1, "variation_selector", 1, "private_use", 1));
        assertThat(scrub("icon \uE000 here", "standard").changed()).isFalse(); // a standalone icon-font glyph
        assertThat(r.replaced()).isEqualTo(Map.of("lone_surrogate", 1, "noncharacter", 1,
            "unusual_whitespace", 2));
    }

    @Test
    void standardKeepsLegitimateText() {
        String text = "\uFEFFBonjour\u00A0! \uD83D\uDC69\u200D\uD83D\uDCBB \u2764\uFE0F 1\uFE0F\u20E3 "
            + "می\u200Cخواهم क्\u200Dष \u3000東京 \uE000 שלום\u200F";
        ScrubResult r = scrub(text, "standard");
        assertThat(r.text()).isSameAs(text);
        assertThat(r.changed()).isFalse();
        assertThat(r.removed()).isEmpty();
        assertThat(r.replaced()).isEmpty();
    }

    @Test
    void strictAlsoRemovesPrivateUseUnassignedAndUnusualButLegitimateCharacters() {
        String text = "\uFEFFBonjour\u00A0! \uD83D\uDC69\u200D\uD83D\uDCBB \u2764\uFE0F "
            + "می\u200Cخواهم \u3000東京 \uE000\u0378 שלום\u200F \uD83D\uDC4D\u200D\uD83D\uDC4D";
        ScrubResult r = scrub(text, "strict");
        assertThat(r.text()).isEqualTo("Bonjour ! \uD83D\uDC69\u200D\uD83D\uDCBB \u2764\uFE0F "
            + "می\u200Cخواهم  東京  שלום \uD83D\uDC4D\uD83D\uDC4D");
        assertThat(r.removed()).isEqualTo(Map.of("zero_width", 2, "private_use", 1, "unassigned", 1,
            "bidi_control", 1));
        assertThat(r.replaced()).isEqualTo(Map.of("unusual_whitespace", 2));
    }

    @Test
    void unicodeModeAppliesNfkcAfterStrict() {
        ScrubResult r = scrub("\uFB01ne \uFF21\u200B e\u0301 x\u00B2", "unicode");
        assertThat(r.text()).isEqualTo("fine A é x2");
        assertThat(r.removed()).isEqualTo(Map.of("zero_width", 1));
        assertThat(r.replaced()).containsEntry("normalization", 4);
        assertThat(scrub("\uD83D\uDC69\u200D\uD83D\uDCBB", "unicode").changed()).isFalse();
    }

    @Test
    void scrubNeverTouchesConfusablesOrWording() {
        String text = "Log in at p\u0430ypal.com";
        assertThat(scrub(text, "unicode").text()).isEqualTo(text);
    }

    @Test
    void emptyText() {
        assertThat(scrub("", "unicode")).isEqualTo(new ScrubResult("", false, Map.of(), Map.of()));
    }
}
