package dev.cairn.text.validate;

import static dev.cairn.text.validate.OutputParsingTest.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.TextNode;
import com.networknt.schema.keyword.UnknownKeywordFactory;
import java.lang.reflect.Field;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.slf4j.LoggerFactory;

class HostileSchemaTest {
    private static final Duration FAST = Duration.ofSeconds(5);

    static void assertProblem(String code, JsonNode value, String schema) {
        assertTimeoutPreemptively(FAST, () -> assertThatThrownBy(() -> OutputValidator.validateValue(value, json(schema)))
            .isInstanceOfSatisfying(ValidationProblem.class, p -> assertThat(p.code()).isEqualTo(code)));
    }

    /** 10.255.255.1 is not routed: a fetch would hang until a connect timeout; 127.0.0.1:1 would be refused. */
    @ParameterizedTest
    @ValueSource(strings = {"http://127.0.0.1:1/x.json", "http://10.255.255.1/schema.json", "https://example.com/s#/a",
        "file:///etc/passwd", "classpath:config.yml", "urn:example:undefined", "other.json#/$defs/a"})
    void referencesOutsideTheSchemaAreRefusedWithoutBeingOpened(String target) {
        assertProblem("remote_ref", json("1"), "{\"$ref\": \"" + target + "\"}");
        assertProblem("remote_ref", json("1"), "{\"properties\": {\"a\": {\"$ref\": \"" + target + "\"}}}");
    }

    @Test
    void theRefusalSaysWhereAndWhatToDoWithoutTheAddress() {
        assertThatThrownBy(() -> OutputValidator.validateValue(json("1"),
            json("{\"properties\": {\"a\": {}, \"b\": {\"$ref\": \"file:///etc/passwd\"}}}")))
            .hasMessage("the reference at properties › member 2 › $ref points outside the schema; remote and file"
                + " references are never fetched: inline the referenced schema under $defs");
    }

    @Test
    void aRelativeReferenceIsFoundUnderTheIdItResolvesAgainst() {
        assertThatThrownBy(() -> OutputValidator.validateValue(json("1"), json("{\"$id\": \"https://example.com/a/b.json\","
            + " \"$defs\": {\"local\": {\"$ref\": \"#\"}}, \"allOf\": [{}, {\"$ref\": \"../c.json#/x\"}]}")))
            .hasMessageStartingWith("the reference at allOf › item 2 › $ref points outside the schema");
    }

    @Test
    void bundledMetaSchemasAndLocalIdsResolve() {
        assertThat(OutputValidator.validateValue(json("{\"type\": 5}"),
            json("{\"$ref\": \"https://json-schema.org/draft/2020-12/schema\"}")).valid()).isFalse();
        assertThat(OutputValidator.validateValue(json("{\"type\": \"string\"}"),
            json("{\"$ref\": \"http://json-schema.org/draft-07/schema#\"}")).valid()).isTrue();
        assertThat(OutputValidator.validateValue(json("\"x\""),
            json("{\"$ref\": \"urn:example:s\", \"$defs\": {\"s\": {\"$id\": \"urn:example:s\", \"type\": \"string\"}}}"))
            .valid()).isTrue();
    }

    @Test
    void catastrophicPatternsRunInLinearTime() {
        JsonNode evil = TextNode.valueOf("a".repeat(100_000) + "!");
        assertTimeoutPreemptively(FAST, () -> {
            assertThat(OutputValidator.validateValue(evil, json("{\"pattern\": \"^(a+)+$\"}")).valid()).isFalse();
            assertThat(OutputValidator.validateValue(json("{\"" + "a".repeat(40_000) + "!\": 1}"),
                json("{\"patternProperties\": {\"^(a|aa)*$\": false}}")).valid()).isTrue();
            assertThat(OutputValidator.validate(TextNode.valueOf("\"" + "a".repeat(100_000) + "!\""),
                json("{\"pattern\": \"^(a*)*$\"}")).valid()).isFalse();
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"hostname", "uri-template", "regex", "email", "idn-hostname"})
    void formatsAreNotCheckedSoTheirRegexesCannotStall(String format) {
        String[] values = {"a".repeat(100_000), "a.".repeat(50_000) + "!", "(".repeat(5_000) + "a" + ")*".repeat(5_000)};
        assertTimeoutPreemptively(FAST, () -> {
            for (String value : values) {
                assertThat(OutputValidator.validateValue(TextNode.valueOf(value),
                    json("{\"$schema\": \"http://json-schema.org/draft-07/schema#\", \"format\": \"" + format + "\"}"))
                    .valid()).isTrue();
            }
        });
    }

    @Test
    void patternsThatNestTooDeeplyAreRefused() {
        String nested = "(".repeat(5_000) + "a" + ")*".repeat(5_000);
        assertProblem("unsupported_pattern", json("\"a\""),
            "{\"$schema\": \"http://json-schema.org/draft-07/schema#\", \"pattern\": \"" + nested + "\"}");
    }

    @Test
    void aRefusedPatternIsToldByItsPlaceAndWhyNeverByItsText() {
        assertThatThrownBy(() -> OutputValidator.validateValue(json("{}"), json("{\"properties\": {\"x\": {\"pattern\":"
            + " \"^a\"}, \"y\": {\"allOf\": [{}, {\"pattern\": \"(?=a)a\"}]}}}")))
            .hasMessage("the pattern at properties › member 2 › allOf › item 2 › pattern is not supported: RE2/J"
                + " rejects it (invalid or unsupported Perl syntax); RE2 has no lookaround or backreferences");
        assertThatThrownBy(() -> OutputValidator.validateValue(json("{}"),
            json("{\"patternProperties\": {\"^a\": {}, \"(a{100}){101}\": {}}}")))
            .hasMessageStartingWith("the pattern at patternProperties › member 2 is not supported: it expands to more"
                + " than 10000 instructions");
    }

    @Test
    void patternsThatExpandTooMuchAreRefusedBeforeCompiling() {
        assertProblem("unsupported_pattern", json("\"a\""), "{\"pattern\": \"((a{1000}){1000}){1000}\"}");
        assertProblem("unsupported_pattern", json("{}"), "{\"patternProperties\": {\"(a{100}){101}\": {}}}");
        assertThat(OutputValidator.validateValue(json("\"aaa\""), json("{\"pattern\": \"^(a{1,50}){1,100}$\"}"))
            .valid()).isTrue();
    }

    @Test
    void slowMatchingStopsAtTheDeadline() {
        JsonNode value = TextNode.valueOf("a".repeat(100_000));
        long start = System.nanoTime();
        assertProblem("validation_timeout", value, "{\"pattern\": \"(a{49}){100}b\"}");
        assertThat(System.nanoTime() - start).isLessThan(2 * Deadline.LIMIT_NANOS);
    }

    /** Each level holds two references to the next: 2^40 evaluations of the leaf, in a 3 KB schema. */
    @Test
    void exponentialFanOutStopsAtTheDeadline() {
        int levels = 40;
        StringBuilder defs = new StringBuilder();
        for (int i = 0; i < levels; i++) {
            defs.append(String.format("\"d%d\": {\"anyOf\": [{\"$ref\": \"#/$defs/d%d\"}, {\"$ref\": \"#/$defs/d%d\"}]},",
                i, i + 1, i + 1));
        }
        defs.append(String.format("\"d%d\": {\"type\": \"string\"}", levels));
        long start = System.nanoTime();
        assertProblem("validation_timeout", json("1"), "{\"$ref\": \"#/$defs/d0\", \"$defs\": {" + defs + "}}");
        assertThat(System.nanoTime() - start).isLessThan(2 * Deadline.LIMIT_NANOS);
    }

    @Test
    void patternsRe2CannotRunAreRefused() {
        assertProblem("unsupported_pattern", json("\"a\""), "{\"pattern\": \"(?=a)a\"}");
        assertProblem("unsupported_pattern", json("{}"), "{\"patternProperties\": {\"(a)\\\\1\": {}}}");
    }

    @Test
    void refusalsAndMadeUpKeywordsLeaveNoWarningInTheLog() {
        Logger library = (Logger) LoggerFactory.getLogger("com.networknt.schema");
        ListAppender<ILoggingEvent> events = new ListAppender<>();
        events.start();
        library.addAppender(events);
        try {
            assertProblem("unsupported_pattern", json("\"a\""), "{\"properties\": {\"a\": {\"pattern\": \"(?<=a)b\"}}}");
            assertProblem("remote_ref", json("1"), "{\"$ref\": \"https://example.com/s\"}");
            assertThat(OutputValidator.validateValue(json("\"a\""), json("{\"x-made-up\": 1, \"pattern\": \"a\"}"))
                .valid()).isTrue();
        } finally {
            library.detachAppender(events);
        }
        assertThat(events.list).filteredOn(e -> e.getLevel().isGreaterOrEqual(Level.WARN)).isEmpty();
    }

    @Test
    void ecmaScriptLongPropertyNamesWork() {
        assertThat(OutputValidator.validateValue(json("\"héllo\""), json("{\"pattern\": \"^\\\\p{Letter}+$\"}")).valid())
            .isTrue();
    }

    @Test
    void circularRefsAreReportedNotOverflowed() {
        assertProblem("circular_ref", json("1"), "{\"$ref\": \"#\"}");
        assertProblem("circular_ref", json("1"),
            "{\"$defs\": {\"a\": {\"$ref\": \"#/$defs/b\"}, \"b\": {\"$ref\": \"#/$defs/a\"}}, \"$ref\": \"#/$defs/a\"}");
        assertProblem("circular_ref", json("1"), "{\"$dynamicAnchor\": \"x\", \"$dynamicRef\": \"#x\"}");
        assertProblem("circular_ref", json("1"),
            "{\"$schema\": \"https://json-schema.org/draft/2019-09/schema\", \"$recursiveRef\": \"#\"}");
    }

    @Test
    void recursionThatDescendsIntoTheValueIsFine() {
        String tree = "{\"type\": \"object\", \"additionalProperties\": false,"
            + " \"properties\": {\"children\": {\"type\": \"array\", \"items\": {\"$ref\": \"#\"}}}}";
        String value = "{\"children\": [".repeat(40) + "{}" + "]}".repeat(40);
        assertThat(OutputValidator.validateValue(json(value), json(tree)).valid()).isTrue();
    }

    @Test
    void theDeepestAcceptedValueValidatesThroughARecursiveSchemaOnASmallStack() throws InterruptedException {
        String value = "[".repeat(OutputParser.MAX_DEPTH) + "]".repeat(OutputParser.MAX_DEPTH);
        String schema = "{\"type\": \"array\", \"items\": {\"$ref\": \"#\"}, \"maxItems\": 1}";
        Validation[] result = new Validation[1];
        Thread small = new Thread(null, () -> result[0] = OutputValidator.validateValue(json(value), json(schema)),
            "small-stack", 256 * 1024);
        small.start();
        small.join();
        assertThat(result[0].valid()).isTrue();
    }

    @Test
    void libraryFailuresAreReportedWithoutTheirInternals() {
        String schema = "{\"a\": {\"$dynamicAnchor\": {\"pattern\": {}}}, \"$dynamicRef\": \"#\"}";
        assertThatThrownBy(() -> OutputValidator.validateValue(json("1"), json(schema)))
            .isInstanceOfSatisfying(ValidationProblem.class, p -> {
                assertThat(p.code()).isEqualTo("invalid_schema");
                assertThat(p.getMessage()).isEqualTo("the schema cannot be used: the validator failed on it"
                    + " (NullPointerException)");
            });
    }

    @Test
    void anUnresolvableRefIsToldByItsPlace() {
        assertThatThrownBy(() -> OutputValidator.validateValue(json("1"),
            json("{\"$defs\": {\"a\": {}}, \"anyOf\": [{\"$ref\": \"#/$defs/a\"}, {\"$ref\": \"#/$defs/b\"}]}")))
            .hasMessage("the reference at anyOf › item 2 › $ref does not resolve within the schema");
        assertThatThrownBy(() -> OutputValidator.validateValue(json("1"),
            json("{\"$defs\": {\"a b\": {}}, \"not\": {\"$ref\": \"#/$defs/a%20c\"}}")))
            .hasMessage("the reference at not › $ref does not resolve within the schema");
    }

    @Test
    void aNestedSchemaDialectTheLibraryRejectsIsToldByItsPlace() {
        assertThatThrownBy(() -> OutputValidator.validateValue(json("1"),
            json("{\"not\": {\"$schema\": \"https://example.com/meta\"}}")))
            .isInstanceOfSatisfying(ValidationProblem.class, p -> assertThat(p.code()).isEqualTo("invalid_schema"))
            .hasMessage("the schema cannot be used: the validator rejected the $schema at not › $schema");
    }

    @Test
    void unresolvableLocalRefsAreAProblem() {
        assertProblem("unresolvable_ref", json("1"), "{\"$ref\": \"#/$defs/missing\"}");
        assertProblem("unresolvable_ref", json("1"), "{\"$ref\": \"#missing-anchor\"}");
        assertProblem("unresolvable_ref", json("1"), "{\"$schema\": \"http://json-schema.org/draft-04/schema#\","
            + " \"id\": \"#x\", \"$ref\": \"#/definitions/missing\"}");
    }

    @ParameterizedTest
    @ValueSource(strings = {"[]", "\"string\"", "1"})
    void aSchemaMustBeAnObjectOrBoolean(String schema) {
        assertProblem("schema_not_object", json("1"), schema);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"type\": 5}", "{\"type\": \"strin\"}", "{\"minLength\": \"x\"}", "{\"minLength\": -1}",
        "{\"properties\": []}", "{\"required\": \"a\"}", "{\"items\": 5}", "{\"allOf\": {}}", "{\"$ref\": 5}"})
    void malformedKeywordsAreReportedFromTheMetaSchema(String schema) {
        assertProblem("invalid_schema", json("{}"), schema);
    }

    @Test
    void invalidSchemaMessagesNameEachViolationOnce() {
        assertThatThrownBy(() -> OutputValidator.validateValue(json("1"), json("{\"items\": [{}], \"minLength\": -1}")))
            .isInstanceOfSatisfying(ValidationProblem.class, p -> assertThat(p.getMessage())
                .startsWith("the schema does not conform to the draft-2020-12 meta-schema: ")
                .containsOnlyOnce("items: must be an object or a boolean, not an array")
                .containsOnlyOnce("minLength: must be at least 0"));
    }

    @Test
    void metaSchemaViolationsAreToldByKeywordsAndPositions() {
        assertThatThrownBy(() -> OutputValidator.validateValue(json("1"), json("{\"properties\": {\"a\": {},"
            + " \"b\": {\"type\": \"strin\"}}, \"required\": [\"a\", 5], \"$defs\": {\"c\": {\"$anchor\": \"1x\"}}}")))
            .hasMessage("the schema does not conform to the draft-2020-12 meta-schema:"
                + " $defs › member 1 › $anchor: must match the pattern ^[A-Za-z_][-A-Za-z0-9._]*$;"
                + " properties › member 2 › type: must be one of \"array\", \"boolean\", \"integer\", \"null\","
                + " \"number\", \"object\", \"string\"; properties › member 2 › type: must be an array, not a string;"
                + " required › item 2: must be a string, not an integer");
    }

    @Test
    void deepSchemasAreRefusedBeforeCompiling() {
        int levels = SchemaLimits.MAX_DEPTH / 2;
        String deep = "{\"not\": ".repeat(levels) + "{}" + "}".repeat(levels);
        assertThat(OutputValidator.validateValue(json("1"), json(deep)).valid()).isTrue();
        String tooDeep = "{\"items\": [".repeat(levels + 1) + "{}" + "]}".repeat(levels + 1);
        assertProblem("schema_too_deep", json("1"), tooDeep);
        String veryDeep = "{\"not\": ".repeat(400) + "{}" + "}".repeat(400);
        assertProblem("schema_too_deep", json("1"), veryDeep);
    }

    @Test
    void largeSchemasAreRefused() {
        String big = "{\"description\": \"" + "x".repeat(SchemaLimits.MAX_BYTES) + "\"}";
        assertProblem("schema_too_large", json("1"), big);
    }

    @Test
    void aHugeEnumWithinTheLimitIsFast() {
        StringBuilder values = new StringBuilder("[");
        for (int i = 0; i < 50_000; i++) {
            values.append(i == 0 ? "" : ",").append(i);
        }
        String schema = "{\"type\": \"array\", \"items\": {\"enum\": " + values + "]}}";
        assertTimeoutPreemptively(FAST, () -> {
            Validation v = OutputValidator.validateValue(json("[1, 49999, -1]"), json(schema));
            assertThat(v.errorCount()).isEqualTo(1);
            assertThat(v.errors().get(0).instancePath()).isEqualTo("/2");
        });
    }

    @Test
    void madeUpKeywordsAreNotRememberedByTheLibrary() throws ReflectiveOperationException {
        Field remembered = UnknownKeywordFactory.class.getDeclaredField("keywords");
        remembered.setAccessible(true);
        Map<?, ?> keywords = (Map<?, ?>) remembered.get(UnknownKeywordFactory.getInstance());
        int before = keywords.size();
        StringBuilder schema = new StringBuilder("{\"type\": \"integer\"");
        for (int i = 0; i < 1000; i++) {
            schema.append(", \"made-up-").append(UUID.randomUUID()).append("\": ").append(i);
        }
        assertThat(OutputValidator.validateValue(json("1"), json(schema + "}")).valid()).isTrue();
        assertThat(keywords.size()).isEqualTo(before);
    }

    /** The REST layer reads floats as BigDecimal, which keeps any exponent. */
    @Test
    void decimalsWithHugeExponentsAreRefused() throws Exception {
        ObjectMapper decimals = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
        JsonNode huge = decimals.readTree("1e999999999");
        assertTimeoutPreemptively(FAST, () -> {
            assertThatThrownBy(() -> OutputValidator.validateValue(decimals.readTree("1.0"),
                decimals.readTree("{\"enum\": [1e999999999]}")))
                .isInstanceOfSatisfying(ValidationProblem.class, p -> {
                    assertThat(p.code()).isEqualTo("number_out_of_range");
                    assertThat(p.getMessage()).isEqualTo("the number at enum › item 1 in the schema has an exponent"
                        + " beyond ±1000, which is not supported");
                });
            assertThatThrownBy(() -> OutputValidator.validateValue(decimals.readTree("{\"a\": [0, 1.5e-999999999]}"),
                decimals.readTree("{\"items\": {\"multipleOf\": 0.5}}")))
                .isInstanceOfSatisfying(ValidationProblem.class, p -> {
                    assertThat(p.code()).isEqualTo("number_out_of_range");
                    assertThat(p.getMessage()).isEqualTo("the number at member 1 › item 2 of the output has an"
                        + " exponent beyond ±1000, which is not supported");
                });
            assertThat(OutputValidator.validateValue(decimals.readTree("1e1000"),
                decimals.readTree("{\"enum\": [1.0], \"multipleOf\": 1e-1000}")).errorCount()).isEqualTo(1);
            assertThat(OutputValidator.validate(TextNode.valueOf(huge.toString()), json("{\"type\": \"number\"}"))
                .valid()).isTrue();
        });
    }

    @Test
    void oneCallersIdsNeverAnswerAnotherCallersRefs() {
        String defines = "{\"$id\": \"https://example.com/shared\", \"type\": \"string\"}";
        assertThat(OutputValidator.validateValue(json("\"x\""), json(defines)).valid()).isTrue();
        assertProblem("remote_ref", json("\"x\""), "{\"$ref\": \"https://example.com/shared\"}");
    }
}
