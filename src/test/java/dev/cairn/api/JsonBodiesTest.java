package dev.cairn.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonParser;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class JsonBodiesTest {
    private static final byte[] MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    /** What a body parses to, or the problem it is, as one comparable string. */
    private static String outcome(byte[] body, boolean textOnly) {
        try {
            return "value " + (textOnly ? parseAsText(body) : JsonBodies.parse(body));
        } catch (ProblemException e) {
            return "problem " + e.problem().status() + " " + e.problem().code() + " " + e.problem().detail();
        }
    }

    /**
     * The contract as the text parser alone reads it (decode strictly, drop one mark, parse the text), which
     * is how every body was parsed before bytes were parsed directly.
     */
    private static Object parseAsText(byte[] body) {
        if (!Utf8.isWellFormed(body)) {
            return JsonBodies.parse(body); // refused before any parser runs, by both paths
        }
        String text = new String(body, StandardCharsets.UTF_8).replaceFirst("^\uFEFF", "");
        try (JsonParser parser = Json.MAPPER.createParser(text)) {
            Object value = Json.MAPPER.readTree(parser);
            return value == null ? JsonBodies.parse(body) : value;
        } catch (IOException | RuntimeException refused) {
            return JsonBodies.parse(body); // the problem: the text parser judges every refusal
        }
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] marked(byte[] body) {
        byte[] all = Arrays.copyOf(MARK, MARK.length + body.length);
        System.arraycopy(body, 0, all, MARK.length, body.length);
        return all;
    }

    @Test
    void readsEveryBodyAsTheTextParserDoes() {
        List<String> bodies = List.of("{\"text\":\"plain\"}", " \n{\"a\":[1,2.5e3,-0,true,null]}",
                "{\"text\":\"é 😀 \\u00e9 \\ud83d\\ude00\"}", "{\"\\ud83d\\ude00\":1}", "{\"\\ud83d\":1}",
                "{\"a\":1,\"a\":2}", "{\"a\":{\"b\":1,\"b\":1}}", "{\"a\":1e999999}", "{\"a\":1} trailing",
                "{\"a\":", "[1,2]", "\"text\"", "   ", "{\"a\":\"\u0000\"}", "{\"a\":\"\\u0000\"}",
                "{\"a\":\"" + "x".repeat(100_000) + "\"}", "[".repeat(2_000) + "]".repeat(2_000), "nul", "{}",
                "\uFEFF{\"a\":1}", "{\"a\":\"\uFEFF\"}",
                "[\"\\\"q\\\\b\\/s\\b\\f\\n\\r\\t\\u00E9\\u00e9\\udc00\\ud83d\",\"é\\n😀\\\"\"]",
                "[\"\\x\"]", "[\"\\u12\"]", "[\"\\u12G4\"]", "[\"a\tb\"]", "[\"a\u001fb\"]", "[\"a\u007fb\"]",
                "[\"abc", "[\"abc\\", "[\"abc\\u00", "{\"a\":\"" + "{\\\"k\\\":[1,\\\"é\\\"]},".repeat(5_000) + "\"}");
        for (String body : bodies) {
            for (byte[] bytes : List.of(utf8(body), marked(utf8(body)), marked(marked(utf8(body))))) {
                assertThat(outcome(bytes, false)).as(body.length() > 60 ? body.substring(0, 60) : body)
                        .isEqualTo(outcome(bytes, true));
            }
        }
    }

    @Test
    void refusesBodiesThatAreNotUtf8OrThatOtherEncodingsWouldRead() {
        byte[] utf16 = "{\"a\":1}".getBytes(StandardCharsets.UTF_16BE);
        byte[] overlong = {'{', '"', 'a', '"', ':', '"', (byte) 0xC0, (byte) 0xAF, '"', '}'};
        byte[] surrogate = {'{', '"', 'a', '"', ':', '"', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"', '}'};
        for (byte[] body : List.of(utf16, overlong, surrogate)) {
            assertThatThrownBy(() -> JsonBodies.parse(body)).isInstanceOf(ProblemException.class)
                    .extracting(e -> ((ProblemException) e).problem().code()).isEqualTo("malformed_json");
        }
    }

    @Test
    void readsABodyOfItsDeclaredLengthAndNoticesOneThatIsLongerOrShorter() {
        byte[] body = utf8("{\"text\":\"twenty-one\"}");
        assertThat(JsonBodies.read(new ByteArrayInputStream(body), body.length)).isEqualTo(body);
        assertThat(JsonBodies.read(new ByteArrayInputStream(body), -1)).isEqualTo(body);
        assertThat(JsonBodies.read(new ByteArrayInputStream(body), body.length + 5)).isEqualTo(body);
        assertThat(JsonBodies.read(new ByteArrayInputStream(body), 4)).isEqualTo(body);
        assertThat(JsonBodies.read(null, 10)).isEmpty();
    }

    @Test
    void refusesABodyBeyondTheLimitWhateverItDeclares() {
        for (int declared : new int[] {-1, 10, JsonBodies.MAX_BYTES, JsonBodies.MAX_BYTES + 1}) {
            InputStream large = new ByteArrayInputStream(new byte[JsonBodies.MAX_BYTES + 1]);
            assertThatThrownBy(() -> JsonBodies.read(large, declared)).isInstanceOf(ProblemException.class)
                    .extracting(e -> ((ProblemException) e).problem().code()).isEqualTo("body_too_large");
        }
        byte[] exact = new byte[JsonBodies.MAX_BYTES];
        assertThat(JsonBodies.read(new ByteArrayInputStream(exact), JsonBodies.MAX_BYTES)).hasSize(exact.length);
    }
}
