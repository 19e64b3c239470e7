package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BodySizeFilterTest {
    @Test
    void declaredLengthsAreReadAsLongsAndBeyond() {
        assertThat(BodySizeFilter.declaresMoreThan(null, 10)).isFalse();
        assertThat(BodySizeFilter.declaresMoreThan("10", 10)).isFalse();
        assertThat(BodySizeFilter.declaresMoreThan(" 11 ", 10)).isTrue();
        assertThat(BodySizeFilter.declaresMoreThan("99999999999", 10)).isTrue(); // over 2^31: Jersey's int fails
        assertThat(BodySizeFilter.declaresMoreThan("99999999999999999999999", 10)).isTrue(); // over 2^63
        assertThat(BodySizeFilter.declaresMoreThan("abc", 10)).isFalse(); // Jetty refuses it first
    }
}
