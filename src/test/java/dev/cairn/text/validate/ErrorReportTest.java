package dev.cairn.text.validate;

import static dev.cairn.text.validate.OutputParsingTest.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.TextNode;
import org.junit.jupiter.api.Test;

class ErrorReportTest {
    @Test
    void everyErrorHasItsPathsKeywordAndMessage() {
        Validation v = OutputValidator.validate(TextNode.valueOf("{\"name\": 5, \"tags\": [\"a\", 3]}"), json("""
            {"type": "object", "required": ["id"],
             "properties": {"name": {"$ref": "#/$defs/name"}, "tags": {"items": {"type": "string"}}},
             "$defs": {"name": {"type": "string"}}}"""));
        assertThat(v.parsed()).isTrue();
        assertThat(v.valid()).isFalse();
        assertThat(v.errorCount()).isEqualTo(3);
        assertThat(v.truncated()).isFalse();
        assertThat(v.errors()).containsExactlyInAnyOrder(
            new Validation.Error("", "#/required", "/required", "required", "required property 'id' not found"),
            new Validation.Error("/name", "#/$defs/name/type", "/properties/name/$ref/type", "type",
                "integer found, string expected"),
            new Validation.Error("/tags/1", "#/properties/tags/items/type", "/properties/tags/items/type", "type",
                "integer found, string expected"));
    }

    @Test
    void schemaPathNamesTheResourceOfAnEmbeddedId() {
        Validation v = OutputValidator.validateValue(json("1"), json("""
            {"$id": "https://example.com/root.json", "$ref": "item.json",
             "$defs": {"item": {"$id": "item.json", "type": "string"}}}"""));
        assertThat(v.errors()).singleElement().satisfies(e -> {
            assertThat(e.schemaPath()).isEqualTo("https://example.com/item.json#/type");
            assertThat(e.evaluationPath()).isEqualTo("/$ref/type");
        });
    }

    @Test
    void pointerSegmentsAreEscaped() {
        Validation v = OutputValidator.validateValue(json("{\"a/b~c\": 1}"),
            json("{\"properties\": {\"a/b~c\": {\"type\": \"string\"}}}"));
        assertThat(v.errors()).singleElement().satisfies(e -> {
            assertThat(e.instancePath()).isEqualTo("/a~1b~0c");
            assertThat(e.schemaPath()).isEqualTo("#/properties/a~1b~0c/type");
        });
    }

    @Test
    void atMostAThousandErrorsAreListed() {
        Validation v = OutputValidator.validateValue(json("[" + "1,".repeat(1499) + "1]"),
            json("{\"items\": {\"type\": \"string\"}}"));
        assertThat(v.errorCount()).isEqualTo(1500);
        assertThat(v.errors()).hasSize(OutputValidator.MAX_ERRORS);
        assertThat(v.truncated()).isTrue();
    }

    @Test
    void longMessagesAreShortened() {
        StringBuilder values = new StringBuilder("[");
        for (int i = 0; i < 5000; i++) {
            values.append(i == 0 ? "" : ",").append('"').append("value").append(i).append('"');
        }
        Validation v = OutputValidator.validateValue(json("\"other\""), json("{\"enum\": " + values + "]}"));
        assertThat(v.errors()).singleElement().satisfies(e -> {
            assertThat(e.keyword()).isEqualTo("enum");
            assertThat(e.message()).hasSizeLessThanOrEqualTo(Messages.MAX_CODE_POINTS + 1).endsWith("…");
        });
    }

    @Test
    void booleanSchemas() {
        assertThat(OutputValidator.validateValue(json("{}"), json("true")).valid()).isTrue();
        Validation no = OutputValidator.validateValue(json("{}"), json("false"));
        assertThat(no.valid()).isFalse();
        assertThat(no.errors()).singleElement().satisfies(e -> assertThat(e.instancePath()).isEmpty());
    }
}
