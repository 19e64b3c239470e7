package dev.cairn.control.signal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class SignalHmacTest {
    /** Computed independently: Python hmac.new(secret, b"1700000000.n1.hello \xc3\xa9", sha256). */
    private static final String EXPECTED = "8133b5903d2ea30d6067aabf4d5aa663aad042f8f452a5eb4e48473def1b44bf";
    private static final String SECRET = "0123456789abcdef";

    @Test
    void signsTimestampDotNonceDotMessageInUtf8() {
        assertThat(HexFormat.of().formatHex(SignalHmac.sign(SECRET, 1700000000L, "n1", "hello é")))
                .isEqualTo(EXPECTED);
    }

    @Test
    void acceptsEitherHexCase() {
        assertThat(SignalHmac.matches(EXPECTED, SECRET, 1700000000L, "n1", "hello é")).isTrue();
        assertThat(SignalHmac.matches(EXPECTED.toUpperCase(), SECRET, 1700000000L, "n1", "hello é")).isTrue();
    }

    @Test
    void anyChangedPartFailsTheSignature() {
        assertThat(SignalHmac.matches(EXPECTED, SECRET + "x", 1700000000L, "n1", "hello é")).isFalse();
        assertThat(SignalHmac.matches(EXPECTED, SECRET, 1700000001L, "n1", "hello é")).isFalse();
        assertThat(SignalHmac.matches(EXPECTED, SECRET, 1700000000L, "n2", "hello é")).isFalse();
        assertThat(SignalHmac.matches(EXPECTED, SECRET, 1700000000L, "n1", "hello e")).isFalse();
        // the dots separate the parts: moving one across a dot is another signed string
        assertThat(SignalHmac.matches(EXPECTED, SECRET, 1700000000L, "n1.hello", " é")).isFalse();
    }

    @Test
    void freshnessHoldsUpToMaxAgeInBothDirections() {
        long now = 1_700_000_000_500L;
        assertThat(Freshness.of(1_700_000_000L, now, 300)).isEqualTo(Freshness.FRESH);
        assertThat(Freshness.of(1_700_000_000L - 300, now, 300)).isEqualTo(Freshness.FRESH);
        assertThat(Freshness.of(1_700_000_000L - 301, now, 300)).isEqualTo(Freshness.STALE);
        assertThat(Freshness.of(1_700_000_000L + 300, now, 300)).isEqualTo(Freshness.FRESH);
        assertThat(Freshness.of(1_700_000_000L + 301, now, 300)).isEqualTo(Freshness.FROM_THE_FUTURE);
        assertThat(Freshness.of(0, now, 86400)).isEqualTo(Freshness.STALE);
        assertThat(Freshness.of(Long.MAX_VALUE, now, 86400)).isEqualTo(Freshness.FROM_THE_FUTURE);
    }
}
