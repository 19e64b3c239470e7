package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A refusal from inside the library's work, where Cairn's hook sees a pattern or an address but not where it
 * sits in the caller's schema. {@link SchemaCompiler#guarded} finds the place and throws the
 * {@link ValidationProblem}.
 */
abstract class UnplacedProblem extends RuntimeException {
    UnplacedProblem() {
        super(null, null, false, false);
    }

    abstract ValidationProblem placedIn(JsonNode schema);
}
