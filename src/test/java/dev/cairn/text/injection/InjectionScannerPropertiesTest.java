package dev.cairn.text.injection;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Any text, including lone surrogates and fragments of attacks and markup: no exception, consistent report. */
class InjectionScannerPropertiesTest {
    private static final List<String> PIECES = List.of("ignore ", "previous ", "instructions", "<!--", "-->", "![",
        "](", "https://x.example/?q=", "{data}", "<img src=\"", ">", "\n", "system:", "<|im_start|>", "SWdub3Jl",
        "%41%42", "49 67 6e ", "忽略", "之前的", "指令", "\u200B", "\uDB40\uDC41", "\uD800", "?", "Q: ", "A: ",
        "base64", "your response", "translate ");

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> piece = Arbitraries.oneOf(Arbitraries.of(PIECES), Arbitraries.strings().ofMaxLength(8));
        return piece.list().ofMaxSize(40).map(parts -> String.join("", parts));
    }

    @Property(tries = 300)
    void reportIsConsistent(@ForAll("texts") String text) {
        ScanReport report = InjectionScanner.scan(text);
        assertThat(report.score()).isBetween(0, 100);
        assertThat(report.riskLevel()).isEqualTo(Scoring.level(report.score()));
        assertThat(report.summary().signalCount()).isGreaterThanOrEqualTo(report.signals().size());
        int previous = 0;
        for (Signal s : report.signals()) {
            assertThat(s.offset()).isBetween(previous, text.length());
            assertThat(s.offset() + s.length()).isLessThanOrEqualTo(text.length());
            assertThat(s.line()).isPositive();
            assertThat(s.column()).isPositive();
            previous = s.offset();
        }
    }
}
