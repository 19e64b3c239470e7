package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;

/** Refuses schemas too big, too deep or too extreme to compile safely, before the library sees them. */
final class SchemaLimits {
    static final int MAX_BYTES = 1 << 20;
    static final int MAX_DEPTH = 64;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private SchemaLimits() {
    }

    static void check(JsonNode schema) {
        if (!schema.isObject() && !schema.isBoolean()) {
            throw new ValidationProblem("schema_not_object",
                "a schema must be a JSON object or a boolean, not " + ValueTypes.of(schema));
        }
        if (TreeLimits.deeperThan(schema, MAX_DEPTH)) {
            throw new ValidationProblem("schema_too_deep", "the schema nests more than " + MAX_DEPTH + " levels");
        }
        if (serializedSizeExceeds(schema, MAX_BYTES)) {
            throw new ValidationProblem("schema_too_large", "the schema is larger than " + MAX_BYTES
                + " bytes of JSON");
        }
        TreeLimits.extremeNumber(schema, Place.schemaRoot()).ifPresent(place -> {
            throw new ValidationProblem("number_out_of_range", "the number at " + place + " in the schema has an"
                + " exponent beyond ±" + TreeLimits.MAX_EXPONENT + ", which is not supported");
        });
    }

    private static boolean serializedSizeExceeds(JsonNode schema, int limit) {
        var counter = new OutputStream() {
            long count;

            @Override
            public void write(int b) throws IOException {
                count(1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                count(len);
            }

            private void count(int n) throws IOException {
                count += n;
                if (count > limit) {
                    throw new IOException("limit");
                }
            }
        };
        try {
            MAPPER.writeValue(counter, schema);
            return false;
        } catch (IOException e) {
            return true;
        }
    }
}
