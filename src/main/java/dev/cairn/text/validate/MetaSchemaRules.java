package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import java.util.ArrayList;
import java.util.List;

/**
 * What a rule of a bundled meta-schema asks, written from the rule alone. The library's own messages quote the
 * caller's schema (a property it finds, a value it compares), so none of them is passed on.
 */
final class MetaSchemaRules {
    private MetaSchemaRules() {
    }

    static String broken(Error error) {
        JsonNode rule = error.getSchemaNode();
        String keyword = error.getKeyword() == null ? "" : error.getKeyword();
        return switch (keyword) {
            case "type" -> "must be " + typeNames(rule) + found(error.getInstanceNode());
            case "enum" -> "must be one of " + values(rule);
            case "const" -> "must be " + rule;
            case "minimum" -> "must be at least " + rule;
            case "exclusiveMinimum" -> "must be greater than " + rule;
            case "minItems" -> "must hold at least " + rule + (rule.asInt() == 1 ? " item" : " items");
            case "uniqueItems" -> "must not repeat an item";
            case "pattern" -> "must match the pattern " + rule.asText();
            case "anyOf" -> "matches none of the forms the meta-schema allows here";
            case "oneOf" -> "must match exactly one of the forms the meta-schema allows here";
            case "dependencies", "dependentRequired" -> "lacks a keyword the meta-schema requires beside another: "
                + rule;
            default -> SchemaKeywords.isKeyword(keyword) ? "breaks the meta-schema's " + keyword + " rule"
                : "breaks a rule of the meta-schema";
        };
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

    private static String found(JsonNode instance) {
        return instance == null || instance.isMissingNode() ? "" : ", not " + article(ValueTypes.of(instance));
    }

    private static String article(String type) {
        return switch (type) {
            case "null" -> "null";
            case "object", "array", "integer" -> "an " + type;
            default -> "a " + type;
        };
    }

    private static String values(JsonNode rule) {
        List<String> values = new ArrayList<>();
        rule.forEach(value -> values.add(value.toString()));
        return String.join(", ", values);
    }
}
