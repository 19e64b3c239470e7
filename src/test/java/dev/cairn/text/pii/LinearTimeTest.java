package dev.cairn.text.pii;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.cairn.text.PathologicalText;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Pathological 1,000,000-character inputs finish in bounded time: a guard against blowups, not a benchmark. */
class LinearTimeTest {
    /**
     * A superlinear blowup on 1,000,000 characters takes minutes; the slowest cases take up to 2 s cold on an
     * idle 2-core machine, and 5 s proved too tight while another build shared the cores.
     */
    private static final Duration BLOWUP = Duration.ofSeconds(15);

    static final int N = 1_000_000;

    static Stream<Arguments> inputs() {
        return Stream.of(
                Arguments.of("all digits", (Supplier<String>) () -> "7".repeat(N)),
                Arguments.of("at signs", (Supplier<String>) () -> "@".repeat(N)),
                Arguments.of("local parts and at signs", (Supplier<String>) () -> "a.b@".repeat(N / 4)),
                Arguments.of("dotted ones", (Supplier<String>) () -> "1.".repeat(N / 2)),
                Arguments.of("colons", (Supplier<String>) () -> ":".repeat(N)),
                Arguments.of("hex and colons", (Supplier<String>) () -> "a:1:".repeat(N / 4)),
                Arguments.of("base58 run", (Supplier<String>) () -> base58(N)),
                Arguments.of("base58 words", (Supplier<String>) () -> (base58(33) + " ").repeat(N / 34)),
                Arguments.of("bech32 prefixes", (Supplier<String>) () -> "bc1q".repeat(N / 4)),
                Arguments.of("spaced digit groups", (Supplier<String>) () -> "4111 ".repeat(N / 5)),
                Arguments.of("phone punctuation", (Supplier<String>) () -> "+1 (2) 3-4.".repeat(N / 11)),
                Arguments.of("cued national numbers no region knows", (Supplier<String>) () ->
                        repeat("Tel. 0999 99 99 9, Telefon 0/99 ")),
                Arguments.of("trunk-prefixed groups beside country words", (Supplier<String>) () ->
                        repeat("Deutschland 0999 999 999 a@b.de ")),
                Arguments.of("IBAN-like words", (Supplier<String>) () -> "DE89 ".repeat(N / 5)),
                Arguments.of("binary-looking", (Supplier<String>) PathologicalText::binary),
                Arguments.of("one long line of identifiers", (Supplier<String>) () ->
                        repeat("jane@example.org +44 20 7946 0958 4111111111111111 10.0.0.1 ::1 ")));
    }

    static String repeat(String unit) {
        return unit.repeat(N / unit.length() + 1);
    }

    static String base58(int length) {
        String alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
        Random random = new Random(1);
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("inputs")
    void finishesWellUnderTheBound(String name, Supplier<String> input) {
        String text = input.get();
        assertThat(text.length()).isGreaterThan(N - 100);
        List<Identifier> found = assertTimeoutPreemptively(BLOWUP, () -> Scans.US.scan(text));
        assertThat(found.size()).isLessThanOrEqualTo(text.length());
    }
}
