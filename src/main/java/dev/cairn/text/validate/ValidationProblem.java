package dev.cairn.text.validate;

/**
 * The request cannot be validated: the schema is unusable or refers to something outside itself, the output is
 * too deep or holds an extreme number, or the work ran out of time. Callers answer 422 with {@link #code()} and
 * the message. A message says what is wrong and where (by keywords and positions, see {@code Place}) and never
 * quotes the caller's schema or output, whose names and values may be secrets. Codes: schema_not_object,
 * schema_too_large, schema_too_deep, unknown_dialect, invalid_schema, unsupported_pattern, remote_ref,
 * unresolvable_ref, circular_ref, validation_timeout, number_out_of_range, output_too_deep.
 */
public final class ValidationProblem extends RuntimeException {
    private final String code;

    public ValidationProblem(String code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
