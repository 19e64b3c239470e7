package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.OutputFormat;
import com.networknt.schema.Schema;
import java.util.List;

/** A schema that passed every check and compiled; it can validate many values. */
record CompiledSchema(Schema schema, Dialect dialect) {

    /** Checks in order: shape and bounds, dialect, meta-schema; then compiles. */
    static CompiledSchema of(JsonNode schema) {
        SchemaLimits.check(schema);
        Dialect dialect = Dialect.of(schema);
        MetaSchemas.check(schema, dialect);
        return new CompiledSchema(SchemaCompiler.compile(schema, dialect), dialect);
    }

    List<Error> errors(JsonNode value) {
        return SchemaCompiler.guarded(schema.getSchemaNode(), () -> validate(schema, value));
    }

    static List<Error> validate(Schema schema, JsonNode value) {
        TimedContext context = new TimedContext(schema.createExecutionContext().getExecutionConfig());
        return schema.validate(context, value, OutputFormat.DEFAULT);
    }
}
