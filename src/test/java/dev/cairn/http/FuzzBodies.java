package dev.cairn.http;

import static dev.cairn.http.EchoBodies.q;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.testing.Sentinels;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Malformed JSON bodies made from a tool's example: cut, broken, mis-encoded, nested deep, with odd
 * numbers, unpaired surrogates, wrong types, unknown and repeated members, nulls, arrays, over-long
 * strings and control characters. Each body carries a fresh sentinel where the defect is.
 */
final class FuzzBodies {
    static final String[] NUMBERS = {"9223372036854775808", "-9223372036854775809", "1e30", "1e999999", "-1e999999",
            "1e9999999999", "1.5", "-0", "1E+400", "-0.0", "4.9e-325", "0.0000000000000000000000000000001",
            "123456789012345678901234567890123456789", "1e-999999", "9007199254740993", "2147483648", "-2147483649",
            "0x10", "01", "+1", ".5", "1.", "NaN", "Infinity", "-Infinity", "1e", "--1"};
    /** Ways to make a numeric sentinel odd: beyond a long as it is, or with an exponent or a fraction. */
    private static final String[] SUFFIXES = {"", "e9999999999", "e999999", "E+400", ".5", "e-999999"};
    private static final ObjectMapper LENIENT = new ObjectMapper();
    private static final String[] GARBAGE = {"%s", "'%s'", ",}", "/*%s*/", "//%s\n", "{%s}", "\"%s\":", "]", "\"%s",
            "\\%s", ":%s", "[%s", "}}", "\"\\u%s\"", "\"\\x%s\"", ",,", "\"%s\"\"%s\""};
    private static final int[] DEPTHS = {64, 500, 999, 1000, 1001, 2000, 10_000, 100_000};
    private static final byte[][] BAD_UTF8 = {{(byte) 0xC3, 0x28}, {(byte) 0xFF}, {(byte) 0xFE}, {(byte) 0xC0, (byte) 0xAF},
            {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80},
            {(byte) 0xE2, (byte) 0x82}, {(byte) 0x80}, {(byte) 0xF8, (byte) 0x88, (byte) 0x80, (byte) 0x80, (byte) 0x80}};

    /** A body and the sentinels a 2xx answer may return by design (those put in a field the tool returns). */
    record Body(String kind, byte[] bytes, Set<String> byDesign) {
        static Body of(String kind, String text) {
            return new Body(kind, text.getBytes(StandardCharsets.UTF_8), Set.of());
        }
    }

    private final Random random;
    private final Sentinels sentinels;
    private final String route;
    /** Members never given a sentinel (the JSON-RPC id, which the protocol echoes). */
    private final Set<String> untouchable;

    FuzzBodies(Random random, Sentinels sentinels, String route, Set<String> untouchable) {
        this.random = random;
        this.sentinels = sentinels;
        this.route = route;
        this.untouchable = untouchable;
    }

    private String mint(String kind) {
        return sentinels.mint("body: " + kind + " @ " + route);
    }

    /**
     * One malformed (or, now and then, well-formed) variant of {@code example}; a sentinel that ends up in a
     * field the tool returns (a string the insertion landed in, say) may come back in a 2xx answer.
     */
    Body next(ObjectNode example, JsonNode properties) {
        Body body = generate(example, properties);
        try {
            JsonNode root = LENIENT.readTree(body.bytes());
            Set<String> returned = new HashSet<>();
            for (JsonNode object : new JsonNode[] {root, root.path("params").path("arguments")}) {
                for (String field : EchoBodies.RETURNED) {
                    if (object.isObject() && object.has(field)) {
                        sentinels.in(object.get(field).toString()).forEach(placement -> returned.add(placement.sentinel()));
                    }
                }
            }
            return new Body(body.kind(), body.bytes(), returned);
        } catch (IOException | RuntimeException notJson) {
            return body;
        }
    }

    private Body generate(ObjectNode example, JsonNode properties) {
        String field = pick(example, properties);
        String s;
        switch (random.nextInt(17)) {
            case 0 -> {
                String text = EchoBodies.append(example, q(mint("truncated JSON")) + ":\"" + mint("truncated JSON") + "\"");
                return Body.of("truncated JSON", text.substring(0, random.nextInt(text.length())));
            }
            case 1 -> {
                String text = example.toString();
                int at = random.nextInt(text.length() + 1);
                s = mint("invalid JSON syntax");
                String garbage = GARBAGE[random.nextInt(GARBAGE.length)].replace("%s", s);
                return Body.of("invalid JSON syntax", text.substring(0, at) + garbage + text.substring(at));
            }
            case 2 -> {
                s = mint("invalid UTF-8");
                String text = EchoBodies.withRaw(example, field, "\"" + s + "@@\"");
                int at = text.indexOf("@@");
                byte[] bad = BAD_UTF8[random.nextInt(BAD_UTF8.length)];
                return new Body("invalid UTF-8", concat(text.substring(0, at).getBytes(StandardCharsets.UTF_8), bad,
                        text.substring(at + 2).getBytes(StandardCharsets.UTF_8)), Set.of());
            }
            case 3 -> {
                return bom(EchoBodies.withRaw(example, field, q(mint("BOM"))));
            }
            case 4 -> {
                String[] bodies = {"", " ", "\r\n", "\u0000", "null", "true", "0", q(mint("scalar body")), "[]", "{}",
                        "[" + q(mint("scalar body")) + "]", "{\"\":\"\"}"};
                return Body.of("empty, scalar or minimal body", bodies[random.nextInt(bodies.length)]);
            }
            case 5 -> {
                int depth = DEPTHS[random.nextInt(DEPTHS.length)];
                boolean arrays = random.nextBoolean();
                s = mint("deep nesting");
                String open = arrays ? "[" : "{\"a\":";
                String nest = open.repeat(depth) + q(s) + (arrays ? "]" : "}").repeat(depth);
                return Body.of("deep nesting (" + depth + ")", random.nextInt(4) == 0 ? nest
                        : EchoBodies.withRaw(example, field, nest));
            }
            case 6 -> {
                String number = random.nextInt(4) == 0 ? sentinels.mintNumber("body: odd number @ " + route)
                        + SUFFIXES[random.nextInt(SUFFIXES.length)] : NUMBERS[random.nextInt(NUMBERS.length)];
                String value = random.nextBoolean() ? number : "{" + q(mint("odd number")) + ":[" + number + "]}";
                return Body.of("odd number " + number + " [" + field + "]", EchoBodies.withRaw(example, field, value));
            }
            case 7 -> {
                String[] lone = {"\\ud800", "\\udfff", "\\udc00\\ud800", "\\ud83d", "\\udbff\\u0041"};
                s = mint("unpaired surrogate");
                String broken = lone[random.nextInt(lone.length)];
                String text = random.nextBoolean() ? EchoBodies.withRaw(example, field, "\"" + s + broken + "\"")
                        : EchoBodies.append(example, "\"" + broken + s + "\":1");
                return Body.of("unpaired surrogate [" + field + "]", text);
            }
            case 8 -> {
                s = mint("wrong type");
                String[] values = {q(s), "[" + q(s) + "]", "{" + q(s) + ":" + q(s) + "}", "true", "0", "-1", "null", "[]",
                        "{}", "[[" + q(s) + "]]"};
                return Body.of("wrong type [" + field + "]",
                        EchoBodies.withRaw(example, field, values[random.nextInt(values.length)]));
            }
            case 9 -> {
                s = mint("unknown member");
                return Body.of("unknown member", EchoBodies.append(example, q(s) + ":" + q(mint("unknown member"))));
            }
            case 10 -> {
                s = mint("duplicate member");
                boolean known = random.nextBoolean() && !untouchable.contains(field);
                return Body.of("duplicate member", EchoBodies.append(example, known ? q(field) + ":" + q(s)
                        : q(s) + ":1," + q(s) + ":2"));
            }
            case 11 -> {
                return Body.of("null [" + field + "]", random.nextInt(5) == 0 ? "null"
                        : EchoBodies.withRaw(example, field, "null"));
            }
            case 12 -> {
                return Body.of("array for object", random.nextBoolean() ? "[" + example + "]"
                        : EchoBodies.withRaw(example, field, "[" + q(mint("array for object")) + "]"));
            }
            case 13 -> {
                int max = properties.path(field).path("maxLength").asInt(random.nextInt(3) == 0 ? 1_000_000 : 300);
                s = mint("over-long string");
                int length = random.nextInt(20) == 0 ? max + 1 : Math.min(max + 1, 70_000);
                String value = s + "x".repeat(Math.max(1, length - s.length()));
                return Body.of("over-long string (" + value.length() + ") [" + field + "]",
                        EchoBodies.withRaw(example, field, q(value)));
            }
            case 14 -> {
                s = mint("control characters");
                char control = (char) random.nextInt(0x20);
                String text = random.nextBoolean()
                        ? EchoBodies.withRaw(example, field, "\"" + s + control + "\"") // raw: invalid JSON
                        : EchoBodies.append(example, "\"" + s + "\\u0000\\u001b\":\"\\u0000" + s + "\"");
                return Body.of("control characters [" + field + "]", text);
            }
            case 15 -> {
                ObjectNode missing = example.deepCopy();
                missing.remove(field);
                return Body.of("member missing [" + field + "]", missing.toString());
            }
            default -> {
                return Body.of("example body", example.toString());
            }
        }
    }

    private Body bom(String text) {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        return switch (random.nextInt(5)) {
            case 0 -> new Body("UTF-8 BOM", concat(bom, utf8), Set.of());
            case 1 -> new Body("two UTF-8 BOMs", concat(bom, bom, utf8), Set.of());
            case 2 -> new Body("UTF-16BE BOM and body", concat(new byte[] {(byte) 0xFE, (byte) 0xFF},
                    text.getBytes(StandardCharsets.UTF_16BE)), Set.of());
            case 3 -> new Body("UTF-16LE body", text.getBytes(StandardCharsets.UTF_16LE), Set.of());
            default -> new Body("BOM inside the body", concat(utf8, bom), Set.of());
        };
    }

    private String pick(ObjectNode example, JsonNode properties) {
        List<String> names = new ArrayList<>();
        properties.fieldNames().forEachRemaining(names::add);
        example.fieldNames().forEachRemaining(name -> {
            if (!names.contains(name)) {
                names.add(name);
            }
        });
        names.removeAll(untouchable);
        return names.isEmpty() ? "extra" : names.get(random.nextInt(names.size()));
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
