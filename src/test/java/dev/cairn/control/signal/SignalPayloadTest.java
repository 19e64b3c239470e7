package dev.cairn.control.signal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.api.ProblemException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SignalPayloadTest {
    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static int status(String contentType, byte[] body) {
        try {
            SignalPayload.of(contentType, body);
            return 202;
        } catch (ProblemException e) {
            return e.problem().status();
        }
    }

    @Test
    void jsonAndPlainTextAreKeptWithTheirNormalisedType() {
        SignalPayload json = SignalPayload.of("Application/JSON; charset=UTF-8", utf8("{\"a\":\"é\"}"));
        assertThat(json).isEqualTo(new SignalPayload("application/json", 10, "{\"a\":\"é\"}"));
        SignalPayload text = SignalPayload.of("text/plain;charset=\"utf-8\";format=flowed", utf8("hi"));
        assertThat(text).isEqualTo(new SignalPayload("text/plain", 2, "hi"));
    }

    @Test
    void anEmptyBodyIsAnEventWithoutBodyWhateverTheType() {
        assertThat(SignalPayload.of(null, new byte[0])).isEqualTo(new SignalPayload(null, 0, null));
        assertThat(SignalPayload.of("application/xml", new byte[0])).isEqualTo(new SignalPayload(null, 0, null));
    }

    @Test
    void otherTypesAndCharsetsAreUnsupported() {
        assertThat(status(null, utf8("x"))).isEqualTo(415);
        assertThat(status("application/xml", utf8("<a/>"))).isEqualTo(415);
        assertThat(status("text/html", utf8("x"))).isEqualTo(415);
        assertThat(status("text/plain; charset=iso-8859-1", utf8("x"))).isEqualTo(415);
        assertThat(status("text/plain; charset", utf8("x"))).isEqualTo(415);
        assertThat(status("application/json-patch+json", utf8("[]"))).isEqualTo(415);
    }

    @Test
    void malformedUtf8AndJsonAreBadRequests() {
        assertThat(status("text/plain", new byte[] {(byte) 0xC3, 0x28})).isEqualTo(400);
        assertThat(status("application/json", utf8("{\"a\":"))).isEqualTo(400);
        assertThat(status("application/json", utf8("{} {}"))).isEqualTo(400);
        assertThat(status("application/json", utf8("   "))).isEqualTo(400);
        assertThat(status("text/plain", utf8("{\"a\":"))).isEqualTo(202);
        assertThat(status("application/json", utf8("42"))).isEqualTo(202);
    }

    @Test
    void sixtyFourKilobytesIsTheLimit() {
        byte[] limit = new byte[SignalPayload.MAX_BYTES];
        Arrays.fill(limit, (byte) 'a');
        assertThat(status("text/plain", limit)).isEqualTo(202);
        assertThat(status("text/plain", Arrays.copyOf(limit, limit.length + 1))).isEqualTo(413);
    }

    @Test
    void problemsNeverQuoteTheBody() {
        assertThatThrownBy(() -> SignalPayload.of("application/json", utf8("{\"secret-body\":")))
                .isInstanceOf(ProblemException.class)
                .satisfies(e -> assertThat(Arrays.toString(new Object[] {
                        ((ProblemException) e).problem()})).doesNotContain("secret-body"));
    }
}
