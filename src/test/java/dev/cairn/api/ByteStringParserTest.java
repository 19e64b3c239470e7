package dev.cairn.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ByteStringParserTest {
    private static final String[] PIECES = {"a", "Z", " ", "é", "ж", "😀", "\u2028", "\u007f", "\\\"", "\\\\", "\\/",
        "\\b", "\\f", "\\n", "\\r", "\\t", "\\u00e9", "\\u00E9", "\\ud83d\\ude00", "\\ud83d", "\\udc00", "\\u0000",
        "{\\\"k\\\":[1,2]}", "x".repeat(40), "é".repeat(40)};

    @Test
    void decodesEveryStringAsJacksonDoes() throws Exception {
        Random random = new Random(23);
        for (int round = 0; round < 3_000; round++) {
            StringBuilder body = new StringBuilder("{\"a\":[");
            for (int value = random.nextInt(4); value >= 0; value--) {
                body.append('"');
                for (int piece = random.nextInt(12); piece > 0; piece--) {
                    body.append(PIECES[random.nextInt(PIECES.length)]);
                }
                body.append(value > 0 ? "\"," : "\"");
            }
            byte[] bytes = body.append("]}").toString().getBytes(StandardCharsets.UTF_8);
            assertThat(JsonBodies.parse(bytes)).as(body.toString()).isEqualTo(Json.MAPPER.readTree(bytes));
        }
    }

    /**
     * The string is decoded from the bytes this class is given, found at the offsets Jackson reports: given other
     * bytes of the same shape, it answers their strings, at any start.
     */
    @Test
    void decodesTheStringAtTheOffsetJacksonReports() throws Exception {
        String parsed = "{\"a\":\"one\",\"b\":[\"two\\n\",{\"c\":\"thr\\u00e9e\"}]}";
        String given = "{\"a\":\"ONE\",\"b\":[\"TWO\\t\",{\"c\":\"THR\\u00c9E\"}]}";
        for (String prefix : List.of("", "\uFEFF", "  \n")) {
            byte[] parsedBytes = (prefix + parsed).getBytes(StandardCharsets.UTF_8);
            byte[] givenBytes = (prefix + given).getBytes(StandardCharsets.UTF_8);
            int start = prefix.getBytes(StandardCharsets.UTF_8).length;
            List<String> texts = new ArrayList<>();
            try (JsonParser parser = new ByteStringParser(
                    Json.MAPPER.createParser(parsedBytes, start, parsedBytes.length - start), givenBytes, start)) {
                for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                    if (token == JsonToken.VALUE_STRING) {
                        texts.add(parser.getText());
                    }
                }
            }
            assertThat(texts).as("prefix %s", prefix.length()).containsExactly("ONE", "TWO\t", "THR\u00c9E");
        }
    }

    @Test
    void leavesToJacksonWhatItIsNotSureOf() {
        for (String content : List.of("a\tb\"", "\\x\"", "\\u12G4\"", "\\u12", "abc", "abc\\")) {
            assertThat(ByteStringParser.decode(content.getBytes(StandardCharsets.UTF_8), 0)).as(content).isNull();
        }
        JsonNode tab = JsonBodies.parse("[\"\\t\"]".getBytes(StandardCharsets.UTF_8));
        assertThat(tab.get(0).asText()).isEqualTo("\t");
    }
}
