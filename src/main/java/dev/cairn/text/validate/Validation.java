package dev.cairn.text.validate;

import java.util.List;

/**
 * What validate_output answers.
 *
 * @param parsed    whether the output is JSON (a JSON value, or a string holding JSON or one fenced JSON block)
 * @param valid     with a schema: whether the validated value conforms to it; without one: {@code parsed}
 * @param valueType JSON type of the validated value: object, array, string, number, integer, boolean or null
 * @param source    where the validated value came from: "json" (not a string, or {@code validateValue}),
 *                  "string" (the whole string, or the raw string itself when it is not JSON) or "fenced_block"
 * @param dialect   the schema's dialect ({@link Dialect#id()}), null without a schema
 * @param errorCount every schema error found; {@code errors} lists at most {@link OutputValidator#MAX_ERRORS}
 */
public record Validation(boolean parsed, boolean valid, String valueType, String source, ParseError parseError,
                         String dialect, List<Error> errors, int errorCount, boolean truncated) {

    /** Why a string output is not JSON: offset in UTF-16 units, 1-based line and column (code points). */
    public record ParseError(String message, int offset, int line, int column) {
    }

    /**
     * One schema violation.
     *
     * @param instancePath   JSON pointer into the validated value ("" for the value itself)
     * @param schemaPath     where the failing keyword is: "#/json/pointer" in the schema, or an absolute IRI and
     *                       pointer when it sits in a resource with its own {@code $id}
     * @param evaluationPath the keywords followed to reach it from the schema root, through {@code $ref}s
     */
    public record Error(String instancePath, String schemaPath, String evaluationPath, String keyword,
                        String message) {
    }
}
