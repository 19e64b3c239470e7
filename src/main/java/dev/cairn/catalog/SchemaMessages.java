package dev.cairn.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import java.util.ArrayList;
import java.util.List;

/**
 * The message of one schema defect, written from the keyword and the schema's own value only. The
 * library's messages quote the instance where it suits them (an unknown member's name, a const's actual
 * value), and a member name or value may be a secret, so none of them is passed on.
 */
final class SchemaMessages {
    private SchemaMessages() {
    }

    static String of(Error error) {
        JsonNode rule = error.getSchemaNode();
        return switch (error.getKeyword()) {
            case "type" -> "must be " + typeNames(rule) + ", not " + article(jsonType(error.getInstanceNode()));
            case "minimum" -> "must be at least " + rule;
            case "maximum" -> "must be at most " + rule;
            case "exclusiveMinimum" -> "must be greater than " + rule;
            case "exclusiveMaximum" -> "must be less than " + rule;
            case "minLength" -> "must be at least " + rule + " characters long";
            case "maxLength" -> "must be at most " + rule + " characters long";
            case "pattern" -> "must match the pattern " + rule.asText();
            case "enum" -> "must be one of " + values(rule);
            case "const" -> "must be exactly " + rule;
            case "required" -> "is required";
            case "minItems" -> "must have at least " + rule + " items";
            case "maxItems" -> "must have at most " + rule + " items";
            case "uniqueItems" -> "must not repeat an item";
            case "additionalProperties" -> "is not a member this object takes";
            default -> "does not satisfy the schema's " + error.getKeyword() + " rule";
        };
    }

    /** Why a value that passed {@code property}'s schema could not be bound: for an integer, its bounds. */
    static String unbindable(JsonNode property) {
        if ("integer".equals(property.path("type").asText()) && property.has("minimum") && property.has("maximum")) {
            return "must be an integer from " + property.get("minimum") + " to " + property.get("maximum");
        }
        return "is a value this field cannot hold";
    }

    private static String typeNames(JsonNode rule) {
        List<String> names = new ArrayList<>();
        if (rule.isArray()) {
            rule.forEach(type -> names.add(article(type.asText())));
        } else {
            names.add(article(rule.asText()));
        }
        return String.join(" or ", names);
    }

    private static String article(String type) {
        return switch (type) {
            case "null" -> "null";
            case "object", "array", "integer" -> "an " + type;
            default -> "a " + type;
        };
    }

    private static String jsonType(JsonNode instance) {
        if (instance == null || instance.isMissingNode()) {
            return "missing value";
        }
        return switch (instance.getNodeType()) {
            case OBJECT -> "object";
            case ARRAY -> "array";
            case STRING -> "string";
            case BOOLEAN -> "boolean";
            case NULL -> "null";
            case NUMBER -> instance.canConvertToExactIntegral() ? "integer" : "number";
            default -> "value of another kind";
        };
    }

    private static String values(JsonNode rule) {
        List<String> values = new ArrayList<>();
        rule.forEach(value -> values.add(value.toString()));
        return String.join(", ", values);
    }
}
