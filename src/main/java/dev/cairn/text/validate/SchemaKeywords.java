package dev.cairn.text.validate;

import java.util.Set;

/** The keywords of the five drafts, by what their values hold. */
final class SchemaKeywords {
    /** Keywords whose value maps names the caller chose to schemas. */
    private static final Set<String> SCHEMA_MAPS = Set.of("properties", "patternProperties", "$defs", "definitions",
        "dependentSchemas", "dependencies");
    /** Keywords whose value is a schema or an array of schemas. */
    private static final Set<String> SCHEMA_VALUED = Set.of("additionalItems", "additionalProperties", "allOf",
        "anyOf", "contains", "contentSchema", "else", "if", "items", "not", "oneOf", "prefixItems", "propertyNames",
        "then", "unevaluatedItems", "unevaluatedProperties");
    /** Keywords whose value is data: numbers, names, addresses, values. */
    private static final Set<String> DATA_VALUED = Set.of("$schema", "$id", "id", "$ref", "$dynamicRef",
        "$recursiveRef", "$anchor", "$dynamicAnchor", "$recursiveAnchor", "$vocabulary", "$comment", "type", "enum",
        "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength", "minLength",
        "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains", "maxProperties",
        "minProperties", "required", "dependentRequired", "format", "contentEncoding", "contentMediaType", "title",
        "description", "default", "deprecated", "readOnly", "writeOnly", "examples");

    private SchemaKeywords() {
    }

    static boolean isKeyword(String name) {
        return SCHEMA_MAPS.contains(name) || SCHEMA_VALUED.contains(name) || DATA_VALUED.contains(name);
    }

    static boolean mapsNamesToSchemas(String keyword) {
        return SCHEMA_MAPS.contains(keyword);
    }

    static boolean holdsData(String keyword) {
        return DATA_VALUED.contains(keyword);
    }
}
