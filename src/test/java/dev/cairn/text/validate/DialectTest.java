package dev.cairn.text.validate;

import static dev.cairn.text.validate.OutputParsingTest.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DialectTest {
    static boolean valid(String value, String schema) {
        return OutputValidator.validateValue(json(value), json(schema)).valid();
    }

    static String dialect(String schema) {
        return OutputValidator.validateValue(json("1"), json(schema)).dialect();
    }

    @Test
    void defaultIs2020_12() {
        assertThat(dialect("{}")).isEqualTo("draft-2020-12");
        assertThat(dialect("true")).isEqualTo("draft-2020-12");
        assertThat(valid("[1, \"x\"]", "{\"prefixItems\": [{\"type\": \"integer\"}], \"items\": false}")).isFalse();
        assertThat(valid("[1]", "{\"prefixItems\": [{\"type\": \"integer\"}], \"items\": false}")).isTrue();
    }

    @Test
    void draft04ExclusiveMaximumIsABoolean() {
        String schema = "{\"$schema\": \"http://json-schema.org/draft-04/schema#\", \"maximum\": 3,"
            + " \"exclusiveMaximum\": true}";
        assertThat(dialect(schema)).isEqualTo("draft-04");
        assertThat(valid("3", schema)).isFalse();
        assertThat(valid("2", schema)).isTrue();
    }

    @Test
    void draft06ExclusiveMaximumIsANumber() {
        String schema = "{\"$schema\": \"http://json-schema.org/draft-06/schema#\", \"exclusiveMaximum\": 3}";
        assertThat(dialect(schema)).isEqualTo("draft-06");
        assertThat(valid("3", schema)).isFalse();
        assertThat(valid("2.5", schema)).isTrue();
    }

    @Test
    void draft07ArrayItemsAndIfThen() {
        String schema = "{\"$schema\": \"http://json-schema.org/draft-07/schema#\", \"items\": [{\"type\": \"string\"}],"
            + " \"additionalItems\": false}";
        assertThat(dialect(schema)).isEqualTo("draft-07");
        assertThat(valid("[\"a\"]", schema)).isTrue();
        assertThat(valid("[\"a\", 1]", schema)).isFalse();
        String conditional = "{\"$schema\": \"http://json-schema.org/draft-07/schema\", \"if\": {\"type\": \"integer\"},"
            + " \"then\": {\"minimum\": 10}}";
        assertThat(valid("5", conditional)).isFalse();
        assertThat(valid("\"x\"", conditional)).isTrue();
    }

    @Test
    void draft2019_09DependentRequired() {
        String schema = "{\"$schema\": \"https://json-schema.org/draft/2019-09/schema\","
            + " \"dependentRequired\": {\"a\": [\"b\"]}}";
        assertThat(dialect(schema)).isEqualTo("draft-2019-09");
        assertThat(valid("{\"a\": 1}", schema)).isFalse();
        assertThat(valid("{\"a\": 1, \"b\": 2}", schema)).isTrue();
    }

    @Test
    void draft2020_12DeclaredWithOrWithoutEmptyFragment() {
        assertThat(dialect("{\"$schema\": \"https://json-schema.org/draft/2020-12/schema\"}")).isEqualTo("draft-2020-12");
        assertThat(dialect("{\"$schema\": \"https://json-schema.org/draft/2020-12/schema#\"}")).isEqualTo("draft-2020-12");
    }

    @Test
    void anUnknownDialectIsAProblem() {
        for (String schema : new String[] {"{\"$schema\": \"https://example.com/my-meta\"}",
            "{\"$schema\": \"http://json-schema.org/draft-03/schema#\"}", "{\"$schema\": 7}"}) {
            assertThatThrownBy(() -> dialect(schema)).isInstanceOfSatisfying(ValidationProblem.class, p -> {
                assertThat(p.code()).isEqualTo("unknown_dialect");
                assertThat(p.getMessage()).startsWith("the $schema at the root names no supported dialect; use one of")
                    .contains("https://json-schema.org/draft/2020-12/schema")
                    .doesNotContain("example.com", "draft-03");
            });
        }
    }

    @Test
    void idIsAKeywordOfDraft04Only() {
        assertThat(valid("1", "{\"id\": 3, \"type\": \"integer\"}")).isTrue();
        assertThat(valid("1", "{\"$schema\": \"http://json-schema.org/draft-06/schema#\", \"id\": \"x\"}")).isTrue();
        assertThat(valid("1", "{\"$schema\": \"http://json-schema.org/draft-04/schema#\", \"id\": \"http://a.example/s\","
            + " \"$ref\": \"#/definitions/n\", \"definitions\": {\"n\": {\"type\": \"string\"}}}")).isFalse();
    }

    @Test
    void formatIsNeverAsserted() {
        assertThat(valid("\"nope\"", "{\"format\": \"email\"}")).isTrue();
        assertThat(valid("\"nope\"", "{\"$schema\": \"http://json-schema.org/draft-07/schema#\", \"format\": \"email\"}"))
            .isTrue();
    }
}
