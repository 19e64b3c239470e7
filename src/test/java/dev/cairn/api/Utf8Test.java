package dev.cairn.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class Utf8Test {
    /** The JDK's decoder set to report every malformed input: the reference the fast check must agree with. */
    private static Optional<String> strictJdk(byte[] bytes) {
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }

    private static byte[] bytes(int... values) {
        byte[] bytes = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            bytes[i] = (byte) values[i];
        }
        return bytes;
    }

    @Test
    void agreesWithTheStrictDecoderOnEveryTwoAndThreeByteBoundaryCase() {
        int[] interesting = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0,
            0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF};
        for (int a : interesting) {
            for (int b : interesting) {
                for (int c : interesting) {
                    for (int d : new int[] {0x41, 0x80, 0xBF, 0xC0}) {
                        byte[] input = bytes(a, b, c, d);
                        assertThat(Utf8.decode(input)).as("%02X %02X %02X %02X", a, b, c, d)
                                .isEqualTo(strictJdk(input));
                    }
                }
            }
        }
    }

    @Test
    void agreesWithTheStrictDecoderOnRandomMostlyAsciiAndMultiByteText() {
        SplittableRandom random = new SplittableRandom(23);
        String valid = "plain ASCII text, é ü ß, Привет, 日本語, 😀 \u0000\u007F\uFFFD\uD800\uDC00\uDBFF\uDFFF";
        byte[] source = valid.getBytes(StandardCharsets.UTF_8);
        for (int round = 0; round < 20_000; round++) {
            byte[] input = new byte[random.nextInt(1, 40)];
            for (int i = 0; i < input.length; i++) {
                input[i] = random.nextInt(10) == 0 ? (byte) random.nextInt(256) : source[random.nextInt(source.length)];
            }
            assertThat(Utf8.decode(input)).isEqualTo(strictJdk(input));
        }
    }

    @Test
    void refusesAMalformedByteAfterALongAsciiRunAndATruncatedTail() {
        byte[] ascii = "0123456789abcdef0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
        for (int at = 0; at < ascii.length; at++) {
            byte[] broken = ascii.clone();
            broken[at] = (byte) 0x80;
            assertThat(Utf8.isWellFormed(broken)).as("0x80 at %d", at).isFalse();
        }
        assertThat(Utf8.isWellFormed(bytes(0x41, 0xF0, 0x9F, 0x98))).isFalse();
        assertThat(Utf8.isWellFormed(bytes(0x41, 0xF0, 0x9F, 0x98, 0x80))).isTrue();
        assertThat(Utf8.isWellFormed(new byte[0])).isTrue();
    }
}
