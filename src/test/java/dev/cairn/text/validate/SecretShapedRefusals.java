package dev.cairn.text.validate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;

/**
 * Requests that validate_output refuses, one or more per refusal code, in which every string the caller chose
 * (property and $defs names, patterns, references, $schema, $id, $anchor, enum and const values, formats,
 * unknown keywords, titles) is a distinct secret-shaped sentinel, and each huge number has its own digits: none
 * of them may come back in the refusal.
 */
public final class SecretShapedRefusals {
    private static final String ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

    /** A refusal: its code, and the output and schema (JSON text) that trigger it. */
    public record Case(String name, String code, String output, String schema, List<String> sentinels) {
        @Override
        public String toString() {
            return name;
        }
    }

    private SecretShapedRefusals() {
    }

    public static List<Case> all() {
        List<Case> cases = new ArrayList<>();
        cases.add(around("unsupported_pattern", "lookahead in pattern",
            s -> "{\"pattern\": \"(?=" + s.next() + ")\"}"));
        cases.add(around("unsupported_pattern", "lookbehind in a patternProperties name",
            s -> "{\"patternProperties\": {\"(?<=" + s.next() + ")\": {}}}"));
        cases.add(around("unsupported_pattern", "costly pattern", s -> "{\"pattern\": \"(" + s.next() + "{99}){99}\"}"));
        cases.add(around("remote_ref", "absolute $ref",
            s -> "{\"$ref\": \"https://" + s.next() + ".example/" + s.next() + "#/" + s.next() + "\"}"));
        cases.add(around("remote_ref", "relative $ref", s -> "{\"allOf\": [{\"$ref\": \"" + s.next() + ".json\"}]}"));
        cases.add(around("unresolvable_ref", "missing $defs member",
            s -> "{\"$ref\": \"#/$defs/" + s.next() + "\"}"));
        cases.add(around("unresolvable_ref", "missing anchor", s -> "{\"$ref\": \"#" + s.next() + "\"}"));
        cases.add(whole("circular_ref", "cycle between two $defs", "1", s -> {
            String a = s.next();
            String b = s.next();
            return "{\"$ref\": \"#/$defs/" + a + "\", \"title\": \"" + s.next() + "\", \"$defs\": {\"" + a
                + "\": {\"$ref\": \"#/$defs/" + b + "\"}, \"" + b + "\": {\"$ref\": \"#/$defs/" + a + "\"}}}";
        }));
        cases.add(whole("unknown_dialect", "unknown $schema", "1",
            s -> "{\"$schema\": \"" + s.next() + "\", \"title\": \"" + s.next() + "\"}"));
        cases.add(around("invalid_schema", "meta-schema violations",
            s -> "{\"type\": \"" + s.next() + "\", \"required\": \"" + s.next() + "\", \"$anchor\": \"" + s.next()
                + " !\", \"properties\": {\"" + s.next() + "\": {\"type\": 5, \"enum\": \"" + s.next() + "\"}},"
                + " \"minLength\": \"" + s.next() + "\", \"dependentRequired\": {\"" + s.next() + "\": \"" + s.next()
                + "\"}}"));
        cases.add(around("invalid_schema", "nested $schema of an unknown dialect",
            s -> "{\"not\": {\"$schema\": \"" + s.next() + "\"}}"));
        cases.add(whole("invalid_schema", "unusable $id", "1",
            s -> "{\"$id\": \"" + s.next() + "\", \"title\": \"" + s.next() + "\"}"));
        cases.add(around("number_out_of_range", "huge exponent in an enum",
            s -> "{\"enum\": [\"" + s.next() + "\", " + s.hugeNumber("") + "]}"));
        cases.add(output("number_out_of_range", "huge exponent in the output",
            s -> "{\"" + s.next() + "\": [\"" + s.next() + "\", " + s.hugeNumber("-") + "]}"));
        cases.add(output("output_too_deep", "output nested too deeply",
            s -> ("{\"" + s.next() + "\": ").repeat(OutputParser.MAX_DEPTH + 1) + "1"
                + "}".repeat(OutputParser.MAX_DEPTH + 1)));
        cases.add(around("schema_too_deep", "schema nested too deeply",
            s -> ("{\"properties\": {\"" + s.next() + "\": ").repeat(SchemaLimits.MAX_DEPTH / 2)
                + "{}" + "}}".repeat(SchemaLimits.MAX_DEPTH / 2)));
        cases.add(whole("schema_too_large", "schema too large", "1",
            s -> "{\"description\": \"" + s.next().repeat(SchemaLimits.MAX_BYTES / 40 + 1) + "\"}"));
        cases.add(whole("validation_timeout", "fan-out through $defs", "1", s -> {
            List<String> names = new ArrayList<>();
            for (int i = 0; i <= 40; i++) {
                names.add(s.next());
            }
            StringBuilder defs = new StringBuilder();
            for (int i = 0; i < 40; i++) {
                defs.append(String.format("\"%s\": {\"anyOf\": [{\"$ref\": \"#/$defs/%s\"}, {\"$ref\": \"#/$defs/%s\"}]},",
                    names.get(i), names.get(i + 1), names.get(i + 1)));
            }
            defs.append(String.format("\"%s\": {\"type\": \"string\", \"format\": \"%s\"}", names.get(40), s.next()));
            return "{\"$ref\": \"#/$defs/" + names.get(0) + "\", \"$defs\": {" + defs + "}}";
        }));
        return cases;
    }

    /** Asserts that no 8-character piece of any of the case's sentinels and numbers is in {@code answer}. */
    public static void assertNoSentinelIn(Case refusal, String answer) {
        for (String sentinel : refusal.sentinels()) {
            for (int i = 0; i + 8 <= sentinel.length(); i++) {
                assertThat(answer).as("%s: a piece of %s came back", refusal, sentinel)
                    .doesNotContain(sentinel.substring(i, i + 8));
            }
        }
    }

    /** The defect as the second property of a schema full of sentinels, next to an $id-bearing definition. */
    private static Case around(String code, String name, Function<Sentinels, String> defect) {
        return whole(code, name, "{}", s -> {
            String first = s.next();
            return "{\"title\": \"" + s.next() + "\", \"examples\": [\"" + s.next() + "\"], \"required\": [\"" + first
                + "\"], \"" + s.next() + "\": {\"" + s.next() + "\": \"" + s.next() + "\"},"
                + " \"patternProperties\": {\"^" + s.next() + "\": {\"const\": \"" + s.next() + "\"}},"
                + " \"properties\": {\"" + first + "\": {\"type\": \"string\", \"pattern\": \"^" + s.next()
                + "\", \"format\": \"" + s.next() + "\", \"default\": \"" + s.next() + "\"}, \"" + s.next() + "\": "
                + defect.apply(s) + "}, \"$defs\": {\"" + s.next() + "\": {\"$id\": \"urn:" + s.next()
                + "\", \"$anchor\": \"" + s.next() + "\", \"enum\": [\"" + s.next() + "\", {\"" + s.next() + "\": \""
                + s.next() + "\"}]}}}";
        });
    }

    private static Case output(String code, String name, Function<Sentinels, String> output) {
        Sentinels sentinels = new Sentinels(name.hashCode());
        String value = output.apply(sentinels);
        String schema = "{\"properties\": {\"" + sentinels.next() + "\": {\"const\": \"" + sentinels.next() + "\"}}}";
        return new Case(name, code, value, schema, sentinels.made);
    }

    private static Case whole(String code, String name, String output, Function<Sentinels, String> schema) {
        Sentinels sentinels = new Sentinels(name.hashCode());
        return new Case(name, code, output, schema.apply(sentinels), sentinels.made);
    }

    /** Distinct strings shaped like a GitHub token (ghp_ and 36 letters and digits), and numbers as telling. */
    private static final class Sentinels {
        private final Random random;
        private final List<String> made = new ArrayList<>();

        Sentinels(long seed) {
            random = new Random(seed);
        }

        String next() {
            StringBuilder sentinel = new StringBuilder("ghp_");
            for (int i = 0; i < 36; i++) {
                sentinel.append(ALPHANUMERIC.charAt(random.nextInt(ALPHANUMERIC.length())));
            }
            made.add(sentinel.toString());
            return sentinel.toString();
        }

        /** A decimal whose exponent is beyond any supported, with digits that no message has by chance. */
        String hugeNumber(String exponentSign) {
            String number = "4.2e" + exponentSign + (900_000_000 + random.nextInt(99_999_999));
            made.add(number);
            return number;
        }
    }
}
