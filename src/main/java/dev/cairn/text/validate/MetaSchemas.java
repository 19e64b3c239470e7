package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.path.NodePath;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Checks a schema against its dialect's meta-schema (the copies bundled in the library) before compiling it: the
 * library itself silently ignores many malformed keywords, such as {@code {"minLength": "x"}}.
 */
final class MetaSchemas {
    private static final int LISTED = 5;
    private static final Map<Dialect, Schema> BY_DIALECT = new EnumMap<>(Dialect.class);

    static {
        for (Dialect dialect : Dialect.values()) {
            Schema metaSchema = SchemaCompiler.registry(dialect).getSchema(SchemaLocation.of(dialect.metaSchema()));
            // loaded whole now, so that concurrent requests only read it
            metaSchema.initializeValidators();
            BY_DIALECT.put(dialect, metaSchema);
        }
    }

    private MetaSchemas() {
    }

    static void check(JsonNode schema, Dialect dialect) {
        List<Error> errors = SchemaCompiler.guarded(schema,
            () -> CompiledSchema.validate(BY_DIALECT.get(dialect), schema));
        // the same violation is often reached along several paths of the meta-schema
        List<String> violations = errors.stream().map(error -> violation(error, schema)).distinct().toList();
        if (!violations.isEmpty()) {
            throw new ValidationProblem("invalid_schema", "the schema does not conform to the " + dialect.id()
                + " meta-schema: " + violations.stream().limit(LISTED).collect(Collectors.joining("; "))
                + (violations.size() > LISTED ? " (and " + (violations.size() - LISTED) + " more)" : ""));
        }
    }

    /** "place: what the rule asks", the place in the caller's schema where the meta-schema's rule breaks. */
    private static String violation(Error error, JsonNode schema) {
        NodePath location = error.getInstanceLocation();
        Place place = Place.schemaRoot();
        JsonNode node = schema;
        for (int i = 0; i < location.getNameCount(); i++) {
            Object step = location.getElement(i);
            if (step instanceof Integer index) {
                place = place.item(index);
                node = node.path(index);
            } else {
                place = place.member(node, String.valueOf(step));
                node = node.path(String.valueOf(step));
            }
        }
        return place + ": " + MetaSchemaRules.broken(error);
    }
}
