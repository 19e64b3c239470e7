package dev.cairn.control.action;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BigIntegerNode;
import com.fasterxml.jackson.databind.node.BinaryNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.FloatNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.POJONode;
import com.fasterxml.jackson.databind.node.ShortNode;
import com.fasterxml.jackson.databind.node.TextNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class CanonicalJsonTest {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private static JsonNode parse(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static String canonical(String json) {
        return canonical(parse(json));
    }

    private static String canonical(JsonNode tree) {
        return new String(CanonicalJson.canonicalize(tree), StandardCharsets.UTF_8);
    }

    private static CanonicalizationException rejection(JsonNode tree) {
        return catchThrowableOfType(CanonicalizationException.class, () -> CanonicalJson.canonicalize(tree));
    }

    // RFC 8785 §3.2.2 and §3.2.4

    @Test
    void rfcSampleWithoutTheInexactNumber() {
        String input = """
                {
                  "numbers": [1E30, 4.50, 2e-3, 0.000000000000000000000000001],
                  "string": "\\u20ac$\\u000F\\u000aA'\\u0042\\u0022\\u005c\\\\\\"\\/",
                  "literals": [null, true, false]
                }""";

        assertThat(canonical(input)).isEqualTo(
                "{\"literals\":[null,true,false],\"numbers\":[1e+30,4.5,0.002,1e-27],"
                        + "\"string\":\"€$\\u000f\\nA'B\\\"\\\\\\\\\\\"/\"}");
    }

    @Test
    void rfcSampleBytesWhenTheFirstNumberIsGivenAsItsDouble() {
        String input = """
                {
                  "numbers": [333333333.3333333, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
                  "string": "\\u20ac$\\u000F\\u000aA'\\u0042\\u0022\\u005c\\\\\\"\\/",
                  "literals": [null, true, false]
                }""";
        String rfcSection324Hex = """
                7b 22 6c 69 74 65 72 61 6c 73 22 3a 5b 6e 75 6c 6c 2c 74 72
                75 65 2c 66 61 6c 73 65 5d 2c 22 6e 75 6d 62 65 72 73 22 3a
                5b 33 33 33 33 33 33 33 33 33 2e 33 33 33 33 33 33 33 2c 31
                65 2b 33 30 2c 34 2e 35 2c 30 2e 30 30 32 2c 31 65 2d 32 37
                5d 2c 22 73 74 72 69 6e 67 22 3a 22 e2 82 ac 24 5c 75 30 30
                30 66 5c 6e 41 27 42 5c 22 5c 5c 5c 5c 5c 22 2f 22 7d""";

        assertThat(CanonicalJson.canonicalize(parse(input))).isEqualTo(hex(rfcSection324Hex));
    }

    @Test
    void rfcSampleFirstNumberFormatsAsInTheRfcButIsRejectedAsInexact() {
        assertThat(EcmaScriptNumbers.format(333333333.33333329)).isEqualTo("333333333.3333333");

        CanonicalizationException e = rejection(parse("{\"numbers\": [333333333.33333329, 1E30]}"));

        assertThat(e.code()).isEqualTo("number_not_interoperable");
        assertThat(e.pointer()).isEqualTo("/numbers/0");
        assertThat(e.getMessage()).contains("IEEE-754 double").doesNotContain("333333333");
    }

    @Test
    void rfcSortingExampleOrdersByUtf16CodeUnits() {
        String input = """
                {"\\u20ac": "Euro Sign", "\\r": "Carriage Return", "\\ufb33": "Hebrew Letter Dalet With Dagesh",
                 "1": "One", "\\ud83d\\ude00": "Emoji: Grinning Face", "\\u0080": "Control",
                 "\\u00f6": "Latin Small Letter O With Diaeresis"}""";

        List<String> keys = parse(canonical(input)).properties().stream().map(Map.Entry::getKey).toList();

        assertThat(keys).containsExactly("\r", "1", "\u0080", "\u00f6", "\u20ac", "\ud83d\ude00", "\ufb33");
    }

    // RFC 8785 Appendix B

    @ParameterizedTest
    @CsvSource({
            "0000000000000000, 0",
            "8000000000000000, 0",
            "0000000000000001, 5e-324",
            "8000000000000001, -5e-324",
            "7fefffffffffffff, 1.7976931348623157e+308",
            "ffefffffffffffff, -1.7976931348623157e+308",
            "4340000000000000, 9007199254740992",
            "c340000000000000, -9007199254740992",
            "4430000000000000, 295147905179352830000",
            "44b52d02c7e14af5, 9.999999999999997e+22",
            "44b52d02c7e14af6, 1e+23",
            "44b52d02c7e14af7, 1.0000000000000001e+23",
            "444b1ae4d6e2ef4e, 999999999999999700000",
            "444b1ae4d6e2ef4f, 999999999999999900000",
            "444b1ae4d6e2ef50, 1e+21",
            "3eb0c6f7a0b5ed8c, 9.999999999999997e-7",
            "3eb0c6f7a0b5ed8d, 0.000001",
            "41b3de4355555553, 333333333.3333332",
            "41b3de4355555554, 333333333.33333325",
            "41b3de4355555555, 333333333.3333333",
            "41b3de4355555556, 333333333.3333334",
            "41b3de4355555557, 333333333.33333343",
            "becbf647612f3696, -0.0000033333333333333333",
            "43143ff3c1cb0959, 1424953923781206.2",
    })
    void appendixBNumbers(String ieeeHex, String expected) {
        double value = Double.longBitsToDouble(Long.parseUnsignedLong(ieeeHex, 16));

        assertThat(EcmaScriptNumbers.format(value)).isEqualTo(expected);
        assertThat(canonical(new DoubleNode(value))).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(longs = {0x7fffffffffffffffL, 0x7ff0000000000000L, 0xfff0000000000000L})
    void appendixBNonFiniteNumbersAreRejected(long bits) {
        double value = Double.longBitsToDouble(bits);

        assertThatThrownBy(() -> EcmaScriptNumbers.format(value)).isInstanceOf(IllegalArgumentException.class);
        CanonicalizationException e = rejection(NODES.objectNode().set("x", new DoubleNode(value)));
        assertThat(e.code()).isEqualTo("number_not_interoperable");
        assertThat(e.pointer()).isEqualTo("/x");
        assertThat(e.getMessage()).doesNotContain(Double.toString(value));
    }

    @Test
    void formattedNumbersRoundTripAndAreNeverLongerThanJavasOwn() {
        SplittableRandom random = new SplittableRandom(8785);
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < 50_000; i++) {
            double value = Double.longBitsToDouble(random.nextLong());
            if (!Double.isFinite(value)) {
                continue;
            }
            String text = EcmaScriptNumbers.format(value);
            if (Double.parseDouble(text) != value
                    || significantDigits(text) > significantDigits(Double.toString(value))) {
                wrong.add(value + " -> " + text);
            }
        }
        assertThat(wrong).isEmpty();
    }

    // Structure

    @Test
    void memberOrderDoesNotMatter() {
        assertThat(canonical("{\"b\": [1, {\"y\": 2, \"x\": 1}], \"a\": null, \"c\": \"z\"}"))
                .isEqualTo(canonical("{\"c\": \"z\", \"a\": null, \"b\": [1, {\"x\": 1, \"y\": 2}]}"))
                .isEqualTo("{\"a\":null,\"b\":[1,{\"x\":1,\"y\":2}],\"c\":\"z\"}");
    }

    @Test
    void arrayOrderIsKept() {
        assertThat(canonical("[3, 1, 2, \"b\", \"a\"]")).isEqualTo("[3,1,2,\"b\",\"a\"]");
    }

    @Test
    void nestedObjectsAreSortedAtEveryLevelWithoutWhitespace() {
        String input = """
                { "z": { "b": [ { "d": true, "c": false } ], "a": { "y": 1, "x": { } } },
                  "m": [ [ ], { } ] }""";

        assertThat(canonical(input))
                .isEqualTo("{\"m\":[[],{}],\"z\":{\"a\":{\"x\":{},\"y\":1},\"b\":[{\"c\":false,\"d\":true}]}}");
    }

    @Test
    void emptyContainersAndScalarsAtTheRoot() {
        assertThat(canonical("{}")).isEqualTo("{}");
        assertThat(canonical("[]")).isEqualTo("[]");
        assertThat(canonical("\"x\"")).isEqualTo("\"x\"");
        assertThat(canonical("null")).isEqualTo("null");
        assertThat(canonical("true")).isEqualTo("true");
        assertThat(canonical("42")).isEqualTo("42");
    }

    // Strings

    @Test
    void everyControlCharacterIsEscaped() {
        StringBuilder raw = new StringBuilder();
        for (char c = 0; c < 0x20; c++) {
            raw.append(c);
        }

        assertThat(canonical(new TextNode(raw.toString()))).isEqualTo("\""
                + "\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007\\b\\t\\n\\u000b\\f\\r\\u000e\\u000f"
                + "\\u0010\\u0011\\u0012\\u0013\\u0014\\u0015\\u0016\\u0017\\u0018\\u0019\\u001a\\u001b\\u001c"
                + "\\u001d\\u001e\\u001f\"");
    }

    @Test
    void quoteAndBackslashAreEscapedAndSolidusIsNot() {
        assertThat(canonical(new TextNode("a\"b\\c/d"))).isEqualTo("\"a\\\"b\\\\c/d\"");
    }

    @Test
    void deleteLineSeparatorAndNonAsciiAreLiteralUtf8() {
        byte[] bytes = CanonicalJson.canonicalize(new TextNode("\u007f\u2028é€"));

        assertThat(bytes).isEqualTo(hex("227fe280a8c3a9e282ac22"));
    }

    @Test
    void nonBmpCharactersAreLiteralUtf8InValuesAndKeys() {
        ObjectNode tree = NODES.objectNode().put("\ud83d\ude00", "\ud834\udd1e");

        assertThat(CanonicalJson.canonicalize(tree)).isEqualTo(hex("7b 22 f09f9880 22 3a 22 f09d849e 22 7d"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"secret\ud800", "\udc00secret", "sec\ud800ret", "secret\udc00\ud800"})
    void loneSurrogateInAValueIsRejected(String value) {
        ArrayNode list = NODES.arrayNode().add("fine").add(value);
        JsonNode tree = NODES.objectNode().set("a", NODES.objectNode().set("b", list));

        CanonicalizationException e = rejection(tree);

        assertThat(e.code()).isEqualTo("lone_surrogate");
        assertThat(e.pointer()).isEqualTo("/a/b/1");
        assertThat(e.getMessage()).contains("unpaired UTF-16 surrogate").doesNotContain(value).doesNotContain("secret");
    }

    @ParameterizedTest
    @ValueSource(strings = {"key\ud83d", "\ude00key"})
    void loneSurrogateInAKeyIsRejectedAtThatMember(String key) {
        JsonNode tree = NODES.objectNode().set("outer", NODES.objectNode().put(key, 1));

        CanonicalizationException e = rejection(tree);

        assertThat(e.code()).isEqualTo("lone_surrogate");
        assertThat(e.pointer()).isEqualTo("/outer/" + key);
        assertThat(e.getMessage()).contains("member name").doesNotContain(key).doesNotContain("key");
    }

    @Test
    void loneSurrogateEscapedInJsonTextIsRejected() {
        CanonicalizationException e = rejection(parse("[\"\\ud800\"]"));

        assertThat(e.code()).isEqualTo("lone_surrogate");
        assertThat(e.pointer()).isEqualTo("/0");
    }

    @Test
    void pointerEscapesTildeAndSlash() {
        JsonNode tree = parse("{\"a/b\": {\"~c\": [0, 9007199254740992]}}");

        assertThat(rejection(tree).pointer()).isEqualTo("/a~1b/~0c/1");
    }

    @Test
    void rootValueHasTheEmptyPointer() {
        assertThat(rejection(new TextNode("\ud800")).pointer()).isEmpty();
    }

    // Numbers

    @Test
    void integersUpToTwoToTheFiftyThreeMinusOneAreKept() {
        assertThat(canonical("[9007199254740991, -9007199254740991, 0, -0, 2147483648]"))
                .isEqualTo("[9007199254740991,-9007199254740991,0,0,2147483648]");
        assertThat(canonical(new BigIntegerNode(BigInteger.valueOf(9007199254740991L)))).isEqualTo("9007199254740991");
        assertThat(canonical(ShortNode.valueOf((short) -7))).isEqualTo("-7");
    }

    @ParameterizedTest
    @ValueSource(strings = {"9007199254740992", "-9007199254740992", "9223372036854775807", "-9223372036854775808",
            "123456789012345678901234567890", "-123456789012345678901234567890"})
    void integersBeyondTheSafeRangeAreRejected(String integer) {
        CanonicalizationException e = rejection(parse("{\"a\": [1, " + integer + "]}"));

        assertThat(e.code()).isEqualTo("number_not_interoperable");
        assertThat(e.pointer()).isEqualTo("/a/1");
        assertThat(e.getMessage()).contains("2^53").doesNotContain(integer.replace("-", ""));
    }

    @Test
    void hugeBigIntegerNodeIsRejected() {
        CanonicalizationException e = rejection(new BigIntegerNode(BigInteger.TEN.pow(400)));

        assertThat(e.code()).isEqualTo("number_not_interoperable");
        assertThat(e.pointer()).isEmpty();
        assertThat(rejection(LongNode.valueOf(Long.MIN_VALUE)).code()).isEqualTo("number_not_interoperable");
    }

    @Test
    void decimalsThatAreExactlyTheirDoubleAreWrittenTheEcmaScriptWay() {
        assertThat(canonical("[0.1, 1.0, 1e2, 100.00, -0.0, 4.50, 1E30, 2.5e-7, -1.5]"))
                .isEqualTo("[0.1,1,100,100,0,4.5,1e+30,2.5e-7,-1.5]");
        assertThat(canonical(new DoubleNode(-0.0))).isEqualTo("0");
        assertThat(canonical(new DoubleNode(1e21))).isEqualTo("1e+21");
    }

    @Test
    void integralDecimalBeyondTheSafeRangeIsAcceptedButItsCanonicalFormIsAnUnsafeInteger() {
        String canonical = canonical("[1e20]");

        assertThat(canonical).isEqualTo("[100000000000000000000]");
        assertThat(rejection(parse(canonical)).code()).isEqualTo("number_not_interoperable");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e400", "-1e400", "1e-400", "3.141592653589793238", "9007199254740993.0", "0.30000000000000001"})
    void decimalsThatAreNotExactlyADoubleAreRejected(String decimal) {
        CanonicalizationException e = rejection(parse("{\"pi\": " + decimal + "}"));

        assertThat(e.code()).isEqualTo("number_not_interoperable");
        assertThat(e.pointer()).isEqualTo("/pi");
        assertThat(e.getMessage())
                .isEqualTo("This number cannot be represented exactly as an IEEE-754 double; send it as a string.")
                .doesNotContain(decimal);
    }

    @Test
    void handBuiltDecimalAndFloatNodes() {
        assertThat(canonical(DecimalNode.valueOf(new BigDecimal("19.990")))).isEqualTo("19.99");
        assertThat(canonical(FloatNode.valueOf(0.5f))).isEqualTo("0.5");
        assertThat(canonical(FloatNode.valueOf(0.1f))).isEqualTo("0.10000000149011612");
    }

    // Programming errors

    @Test
    void nodesWithoutAJsonFormAreProgrammingErrors() {
        assertThatThrownBy(() -> CanonicalJson.canonicalize(MissingNode.getInstance()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CanonicalJson.canonicalize(NODES.arrayNode().add(new POJONode(new Object()))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CanonicalJson.canonicalize(NODES.objectNode().set("b", BinaryNode.valueOf(new byte[1]))))
                .isInstanceOf(IllegalArgumentException.class);
    }

    // Large documents

    @Test
    void largeDocumentIsIdempotentThroughJackson() throws IOException {
        JsonNode document = largeDocument(new SplittableRandom(20251), 100_000);
        byte[] once = CanonicalJson.canonicalize(document);

        byte[] twice = CanonicalJson.canonicalize(MAPPER.readTree(once));

        assertThat(once.length).isBetween(100_000, 110_000);
        assertThat(twice).isEqualTo(once);
    }

    private static JsonNode largeDocument(SplittableRandom random, int minimumBytes) throws IOException {
        String[] words = {"alpha", "Zoë", "naïve café", "日本語", "emoji \ud83d\ude80", "tab\there", "quote\"d",
                "back\\slash", "line\nbreak", "\u2028sep", "ctl\u0001", "plain"};
        ArrayNode items = NODES.arrayNode();
        int canonicalBytes = 1;
        while (canonicalBytes < minimumBytes) {
            ObjectNode item = items.addObject();
            item.put("id", random.nextLong(-(1L << 53) + 1, 1L << 53));
            item.put(words[random.nextInt(words.length)], words[random.nextInt(words.length)]);
            item.put("price", new BigDecimal(random.nextInt(1_000_000)).movePointLeft(2));
            item.put("ratio", BigDecimal.valueOf(random.nextLong(1, 10_000_000_000L), random.nextInt(-4, 20)));
            item.put("active", random.nextBoolean());
            item.putNull("deleted_at");
            ArrayNode tags = item.putArray("tags");
            for (int t = random.nextInt(4); t >= 0; t--) {
                tags.add(words[random.nextInt(words.length)]);
            }
            item.putObject("nested").put("z", random.nextInt()).put("a", random.nextInt(10)).putArray("empty");
            canonicalBytes += CanonicalJson.canonicalize(item).length + 1;
        }
        // Through text, so numbers arrive as the production parser makes them. Jackson's byte generator writes
        // non-BMP member names as CESU-8 by default, which its own parser then refuses; its char generator does not.
        return MAPPER.readTree(MAPPER.writeValueAsString(items));
    }

    // Error messages

    @Test
    void noErrorMessageContainsTheOffendingValue() {
        String secret = "sk_live_4242\ud800";
        List<JsonNode> offenders = List.of(
                new TextNode(secret),
                NODES.objectNode().put(secret, true),
                LongNode.valueOf(4242424242424242424L),
                new BigIntegerNode(new BigInteger("42424242424242424242424242")),
                DecimalNode.valueOf(new BigDecimal("4242.42424242424242424242")),
                DecimalNode.valueOf(new BigDecimal("4242e424")),
                new DoubleNode(Double.NaN),
                new DoubleNode(Double.NEGATIVE_INFINITY));

        for (JsonNode offender : offenders) {
            String message = rejection(offender).getMessage();
            assertThat(message).as(offender.toString())
                    .doesNotContain("4242")
                    .doesNotContain("NaN")
                    .doesNotContain("Infinity")
                    .doesNotContain("\ud800");
        }
    }

    private static int significantDigits(String number) {
        int first = -1;
        int last = -1;
        for (int i = 0; i < number.length() && Character.toLowerCase(number.charAt(i)) != 'e'; i++) {
            char c = number.charAt(i);
            if (c >= '1' && c <= '9') {
                first = first < 0 ? i : first;
                last = i;
            }
        }
        int digits = 0;
        for (int i = first; i <= last; i++) {
            digits += Character.isDigit(number.charAt(i)) ? 1 : 0;
        }
        return digits;
    }

    private static byte[] hex(String hex) {
        String digits = hex.replaceAll("\\s", "");
        byte[] bytes = new byte[digits.length() / 2];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) Integer.parseInt(digits, 2 * i, 2 * i + 2, 16);
        }
        return bytes;
    }
}
