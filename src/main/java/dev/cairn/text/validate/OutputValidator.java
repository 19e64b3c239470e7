package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.TextNode;
import com.networknt.schema.Error;
import java.util.List;
import java.util.Objects;

/**
 * validate_output: is a model's output JSON, and does it conform to a JSON Schema? Stateless and thread-safe.
 * Problems with the request itself (an unusable schema, a remote {@code $ref}, an output nested too deep) are
 * thrown as {@link ValidationProblem}; everything about the output is in the {@link Validation}.
 */
public final class OutputValidator {
    public static final int MAX_ERRORS = 1000;

    private OutputValidator() {
    }

    /** Loads the five meta-schemas and the library's classes at start-up instead of during the first call. */
    public static void warmUp() {
        validate(TextNode.valueOf("```json\n{\"a\": [1]}\n```"),
            JsonNodeFactory.instance.objectNode().put("type", "object"));
    }

    /**
     * A string output is parsed as JSON (see {@link OutputParser}); when it is not JSON, the parse error is
     * reported and the raw string itself is validated. Any other value is validated as it is.
     *
     * @param output any JSON value (a JSON null is {@code NullNode}, never Java null)
     * @param schema a JSON Schema object or boolean; null (or a JSON null) to only check that the output is JSON
     */
    public static Validation validate(JsonNode output, JsonNode schema) {
        if (!Objects.requireNonNull(output, "output").isTextual()) {
            return validateValue(output, schema);
        }
        OutputParser.Parsed parsed = OutputParser.parse(output.textValue());
        JsonNode value = parsed.error() == null ? parsed.value() : output;
        return check(value, parsed.source(), parsed.error(), schema);
    }

    /** Validates {@code value} as it is: a string is never parsed (source "json"). */
    public static Validation validateValue(JsonNode value, JsonNode schema) {
        if (TreeLimits.deeperThan(value, OutputParser.MAX_DEPTH)) {
            throw new ValidationProblem("output_too_deep", "the output nests more than " + OutputParser.MAX_DEPTH
                + " levels");
        }
        TreeLimits.extremeNumber(value, Place.valueRoot()).ifPresent(place -> {
            throw new ValidationProblem("number_out_of_range", "the number at " + place + " of the output has an"
                + " exponent beyond ±" + TreeLimits.MAX_EXPONENT + ", which is not supported");
        });
        return check(value, "json", null, schema);
    }

    private static Validation check(JsonNode value, String source, Validation.ParseError parseError,
                                    JsonNode schema) {
        boolean parsed = parseError == null;
        String type = ValueTypes.of(value);
        if (schema == null || schema.isNull() || schema.isMissingNode()) {
            return new Validation(parsed, parsed, type, source, parseError, null, List.of(), 0, false);
        }
        CompiledSchema compiled = CompiledSchema.of(schema);
        List<Error> errors = compiled.errors(value);
        List<Validation.Error> listed = errors.stream().limit(MAX_ERRORS).map(OutputValidator::reported).toList();
        return new Validation(parsed, errors.isEmpty(), type, source, parseError, compiled.dialect().id(), listed,
            errors.size(), errors.size() > MAX_ERRORS);
    }

    private static Validation.Error reported(Error error) {
        return new Validation.Error(error.getInstanceLocation().toString(), error.getSchemaLocation().toString(),
            error.getEvaluationPath().toString(), error.getKeyword(), Messages.shortened(error.getMessage()));
    }
}
