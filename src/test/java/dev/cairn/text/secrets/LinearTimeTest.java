package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.SecretDetectorTest.DETECTOR;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.cairn.text.PathologicalText;
import java.time.Duration;
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

    static final int N = PathologicalText.N;

    static Stream<Arguments> inputs() {
        return Stream.of(
                Arguments.of("a run of one letter", (Supplier<String>) () -> "a".repeat(N)),
                Arguments.of("AKIA repeated", (Supplier<String>) () -> "AKIA".repeat(N / 4)),
                Arguments.of("keywords back to back", (Supplier<String>) () -> "password=token:secret ".repeat(N / 22)),
                Arguments.of("one long line of near misses", (Supplier<String>) () -> "ghp_Zq8xR2mK7vT4 ".repeat(N / 17)),
                Arguments.of("unterminated key blocks", (Supplier<String>) () ->
                        "-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n".repeat(N / 39)),
                Arguments.of("JWT-like dots", (Supplier<String>) () -> "eyJ".repeat(N / 3)),
                Arguments.of("URL-ish", (Supplier<String>) () -> "postgres://u:".repeat(N / 13)),
                Arguments.of("base64 PEM heads in one base64 run", (Supplier<String>) () -> "+LS0tLS1CRUdJTiAAAA".repeat(N / 19)),
                Arguments.of("JWK members up to one closing brace",
                        (Supplier<String>) () -> "{\"kty\": \"EC\", \"x\": \"AAAA\", ".repeat(N / 27) + "}"),
                Arguments.of("command heads on one line", (Supplier<String>) () -> repeated("mysql -u x sshpass ")),
                Arguments.of("auth and connect calls never closed",
                        (Supplier<String>) () -> repeated("auth(\"u\", connect(a, b, ")),
                Arguments.of("prose heads", (Supplier<String>) () -> repeated("the password is password is ")),
                Arguments.of("quoted values never closed", (Supplier<String>) () -> repeated("password=\"Kp9wVq7r&x;y(")),
                Arguments.of("name and value attributes", (Supplier<String>) () -> repeated("<add key=\"Password\" value=\"")),
                Arguments.of("Discord heads", (Supplier<String>) () -> repeated("MTk2OTEyMDY0MDc5ODA0NDU1MA.")),
                Arguments.of("binary-looking", (Supplier<String>) PathologicalText::binary));
    }


    /** {@code unit} repeated to just under {@link #N} characters. */
    private static String repeated(String unit) {
        return unit.repeat(N / unit.length());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("inputs")
    void finishesWellUnderTheBound(String name, Supplier<String> input) {
        String text = input.get();
        assertThat(text.length()).isGreaterThan(N - 100);
        SecretReport report = assertTimeoutPreemptively(BLOWUP, () -> DETECTOR.detect(text));
        assertThat(report.summary().findingCount()).isGreaterThanOrEqualTo(0);
    }
}
