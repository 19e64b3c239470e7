package dev.cairn.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DigestFieldsTest {
    private static final String HEX = "646ccd33e39cf4fef059ba06781227b999337ace00f26a912b5edf95575a8fac";

    @Test
    void bareAndPrefixedDigestsAnswerTheSamePrefixedForm() {
        assertThat(DigestFields.normalize(HEX)).isEqualTo("sha256:" + HEX);
        assertThat(DigestFields.normalize("sha256:" + HEX)).isEqualTo("sha256:" + HEX);
    }

    @Test
    void bareAndPrefixedDigestsAnswerTheSameHex() {
        assertThat(DigestFields.hex(HEX)).isEqualTo(HEX);
        assertThat(DigestFields.hex("sha256:" + HEX)).isEqualTo(HEX);
    }
}
