package dev.cairn.text.unicode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Zero false positives: nothing above info, and standard scrub keeps the text byte for byte. */
class LegitimateTextTest {
    static final List<String> RANK = List.of("none", "info", "low", "medium", "high");

    static boolean aboveInfo(Finding f) {
        return RANK.indexOf(f.severity()) > 1;
    }

    @Test
    void everyRgiEmojiIsClean() {
        List<String> emoji = Samples.rgiEmoji();
        assertThat(emoji).hasSizeGreaterThan(3500);
        List<String> failures = new ArrayList<>();
        for (String e : emoji) {
            for (String text : List.of(e, "a " + e + " b", e + e)) {
                Inspection r = TextInspector.inspect(text);
                if (r.findings().stream().anyMatch(LegitimateTextTest::aboveInfo)) {
                    failures.add(hex(text) + " " + r.findings());
                }
                if (Scrubber.scrub(text, ScrubMode.STANDARD).changed()) {
                    failures.add("scrub changed " + hex(text));
                }
            }
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void allRgiEmojiInOneTextAreClean() {
        String all = String.join(" ", Samples.rgiEmoji());
        Inspection r = TextInspector.inspect(all);
        assertThat(r.findings()).filteredOn(LegitimateTextTest::aboveInfo).isEmpty();
        assertThat(r.summary().highestSeverity()).isIn("none", "info");
        assertThat(Scrubber.scrub(all, ScrubMode.STANDARD).text()).isEqualTo(all);
    }

    static List<Map.Entry<String, String>> prose() {
        return List.copyOf(Samples.PROSE.entrySet());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("prose")
    void proseInEveryScriptIsClean(Map.Entry<String, String> sample) {
        Inspection r = TextInspector.inspect(sample.getValue());
        assertThat(r.findings()).as(sample.getKey()).filteredOn(LegitimateTextTest::aboveInfo).isEmpty();
        assertThat(r.summary().highestSeverity()).isIn("none", "info");
        ScrubResult s = Scrubber.scrub(sample.getValue(), ScrubMode.STANDARD);
        assertThat(s.changed()).isFalse();
        assertThat(s.text()).isEqualTo(sample.getValue());
    }

    @Test
    void allProseTogetherIsClean() {
        String all = String.join("\n", Samples.PROSE.values());
        Inspection r = TextInspector.inspect(all);
        assertThat(r.findings()).filteredOn(LegitimateTextTest::aboveInfo).isEmpty();
        assertThat(Scrubber.scrub(all, ScrubMode.STANDARD).changed()).isFalse();
        assertThat(r.summary().scripts()).contains("Latin", "Greek", "Cyrillic", "Arabic", "Hebrew", "Devanagari",
            "Bengali", "Tamil", "Thai", "Han", "Hiragana", "Katakana", "Hangul", "Georgian", "Armenian", "Ethiopic");
    }

    @Test
    void leadingBomAndMarksBesideRtlAreNotFlagged() {
        assertThat(TextInspector.inspect("\uFEFFhello").findings()).isEmpty();
        assertThat(TextInspector.inspect("שלום\u200F, world").findings()).filteredOn(LegitimateTextTest::aboveInfo)
            .isEmpty();
    }

    static String hex(String s) {
        StringBuilder b = new StringBuilder();
        s.codePoints().forEach(cp -> b.append(String.format("%04X ", cp)));
        return b.toString().trim();
    }
}
