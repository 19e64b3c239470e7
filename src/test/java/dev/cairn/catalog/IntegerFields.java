package dev.cairn.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** Every integer-typed field of an input schema, found by walking its properties and array items. */
public final class IntegerFields {
    /** {@code pointer} into a request (index 0 for array items) and the field's schema. */
    public record Field(String pointer, JsonNode schema) {
        public String name() {
            return pointer.substring(pointer.lastIndexOf('/') + 1);
        }
    }

    private IntegerFields() {
    }

    public static List<Field> of(JsonNode schema) {
        List<Field> fields = new ArrayList<>();
        walk(schema, "", fields);
        return fields;
    }

    private static void walk(JsonNode schema, String pointer, List<Field> fields) {
        if (isInteger(schema.path("type"))) {
            fields.add(new Field(pointer, schema));
        }
        for (Iterator<Map.Entry<String, JsonNode>> properties = schema.path("properties").fields(); properties.hasNext(); ) {
            Map.Entry<String, JsonNode> property = properties.next();
            walk(property.getValue(), pointer + "/" + property.getKey(), fields);
        }
        if (schema.path("items").isObject()) {
            walk(schema.path("items"), pointer + "/0", fields);
        }
    }

    private static boolean isInteger(JsonNode type) {
        if (type.isArray()) {
            for (JsonNode each : type) {
                if (each.asText().equals("integer")) {
                    return true;
                }
            }
        }
        return type.asText().equals("integer");
    }
}
