package dev.cairn.text.validate;

import static dev.cairn.text.validate.OutputParsingTest.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.node.TextNode;
import org.junit.jupiter.api.Test;

/** The result serializes as it is with a snake_case mapper (the wiring adds no annotations). */
class JsonShapeTest {
    private final ObjectMapper mapper = new ObjectMapper()
        .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);

    @Test
    void validationSerializesWithSnakeCaseNames() throws Exception {
        Validation invalid = OutputValidator.validate(TextNode.valueOf("```json\n{\"a\": 1}\n```"),
            json("{\"properties\": {\"a\": {\"type\": \"string\"}}}"));
        JsonNode shape = mapper.readTree(mapper.writeValueAsString(invalid));
        assertThat(shape.fieldNames()).toIterable().containsExactly("parsed", "valid", "value_type", "source",
            "parse_error", "dialect", "errors", "error_count", "truncated");
        assertThat(shape.get("errors").get(0).fieldNames()).toIterable().containsExactly("instance_path",
            "schema_path", "evaluation_path", "keyword", "message");
        JsonNode unparsed = mapper.readTree(mapper.writeValueAsString(OutputValidator.validate(
            TextNode.valueOf("{oops"), null)));
        assertThat(unparsed.get("parse_error").fieldNames()).toIterable().containsExactly("message", "offset",
            "line", "column");
        assertThat(unparsed.get("dialect").isNull()).isTrue();
    }
}
