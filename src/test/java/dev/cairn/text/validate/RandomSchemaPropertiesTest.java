package dev.cairn.text.validate;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** Schemas made of keyword soup: every call answers or throws a ValidationProblem, and quickly. */
class RandomSchemaPropertiesTest {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final List<String> KEYWORDS = List.of("$ref", "$id", "id", "$anchor", "$dynamicRef",
        "$dynamicAnchor", "$recursiveRef", "$recursiveAnchor", "$schema", "$defs", "definitions", "type",
        "properties", "items", "prefixItems", "additionalItems", "additionalProperties", "patternProperties",
        "pattern", "enum", "const", "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "minimum",
        "multipleOf", "maxLength", "required", "dependencies", "dependentSchemas", "unevaluatedProperties",
        "unevaluatedItems", "contains", "minContains", "propertyNames", "format", "contentMediaType",
        "contentSchema");
    private static final List<String> STRINGS = List.of("#", "#/$defs/a", "#a", "a", "", "urn:a",
        "#/definitions/a", "http://x/y", "^a+$", "(", "[", "\\", "string", "object", "integer", "email",
        "https://json-schema.org/draft/2020-12/schema", "http://json-schema.org/draft-07/schema#", "#/items/0",
        "%25", "http://[::1", "application/json");

    @Property(tries = 1000)
    void everyCallAnswersOrNamesTheProblem(@ForAll long seed) {
        Random random = new Random(seed);
        JsonNode schema = node(random, 0);
        JsonNode value = node(random, 2);
        JsonNode output = random.nextBoolean() ? value : TextNode.valueOf(value.toString());
        long start = System.nanoTime();
        try {
            Validation v = OutputValidator.validate(output, schema);
            boolean withSchema = v.dialect() != null;
            assertThat(v.valid()).isEqualTo(withSchema ? v.errorCount() == 0 : v.parsed());
            assertThat(v.errors()).hasSizeLessThanOrEqualTo(v.errorCount());
        } catch (ValidationProblem problem) {
            assertThat(problem.code()).isNotBlank();
            assertThat(problem.getMessage()).doesNotContain("Exception:");
        }
        assertThat(System.nanoTime() - start).as(schema.toString()).isLessThan(4 * Deadline.LIMIT_NANOS);
    }

    private static JsonNode node(Random random, int depth) {
        switch (random.nextInt(depth > 4 ? 4 : 9)) {
            case 0:
                return TextNode.valueOf(STRINGS.get(random.nextInt(STRINGS.size())));
            case 1:
                return NODES.numberNode(random.nextInt(5) - 1);
            case 2:
                return NODES.booleanNode(random.nextBoolean());
            case 3:
                return NODES.nullNode();
            case 4:
            case 5:
                ArrayNode array = NODES.arrayNode();
                for (int i = random.nextInt(3); i > 0; i--) {
                    array.add(node(random, depth + 1));
                }
                return array;
            default:
                ObjectNode object = NODES.objectNode();
                for (int i = random.nextInt(4); i > 0; i--) {
                    String key = random.nextInt(5) == 0 ? STRINGS.get(random.nextInt(STRINGS.size()))
                        : KEYWORDS.get(random.nextInt(KEYWORDS.size()));
                    object.set(key, node(random, depth + 1));
                }
                return object;
        }
    }
}
