package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BufferedBodiesTest {
    @Test
    void declaredLengthsAreReadAsLongsAndBeyond() {
        assertThat(BufferedBodies.declaresMoreThan(null, 10)).isFalse();
        assertThat(BufferedBodies.declaresMoreThan("10", 10)).isFalse();
        assertThat(BufferedBodies.declaresMoreThan(" 11 ", 10)).isTrue();
        assertThat(BufferedBodies.declaresMoreThan("99999999999", 10)).isTrue(); // over 2^31: Jersey's int fails
        assertThat(BufferedBodies.declaresMoreThan("99999999999999999999999", 10)).isTrue(); // over 2^63
        assertThat(BufferedBodies.declaresMoreThan("abc", 10)).isFalse(); // Jetty refuses it first
    }
}
