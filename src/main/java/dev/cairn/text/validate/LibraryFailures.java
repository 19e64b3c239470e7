package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.InvalidSchemaRefException;
import com.networknt.schema.SchemaException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.Optional;

/**
 * What the library throws while it checks, compiles or applies a schema, as a {@link ValidationProblem}. The
 * library's messages quote references, ids and values from the schema, so they are never passed on; its
 * error's keyword and arguments only serve to find the place.
 */
final class LibraryFailures {
    private LibraryFailures() {
    }

    static ValidationProblem of(RuntimeException failure, JsonNode schema) {
        if (failure instanceof InvalidSchemaRefException unresolved) {
            return new ValidationProblem("unresolvable_ref", References.which(schema,
                reference -> names(reference, argument(unresolved.getError())))
                + " does not resolve within the schema");
        }
        String why = failure instanceof SchemaException rejected ? rejection(rejected.getError(), schema)
            : "the validator failed on it (" + failure.getClass().getSimpleName() + ")";
        return new ValidationProblem("invalid_schema", "the schema cannot be used: " + why);
    }

    /** Which keyword the library rejected, and where when a keyword holding the value it names is found. */
    private static String rejection(Error error, JsonNode schema) {
        String keyword = rejectedKeyword(error);
        if (keyword == null || !SchemaKeywords.isKeyword(keyword)) {
            return "the validator rejected it";
        }
        String value = argument(error);
        return Place.schemaRoot().first(schema, (node, place) -> place.holdsSchema() && node.isObject()
                && Objects.equals(node.path(keyword).textValue(), value) ? Optional.of(place.member(node, keyword))
                : Optional.empty())
            .map(place -> "the validator rejected the " + keyword + " at " + place)
            .orElse("the validator rejected its " + keyword);
    }

    /**
     * The keyword of the library's error. It names "id" for an id whichever keyword the dialect uses (its second
     * argument), and none when a {@code $schema} inside the schema names a dialect it does not know.
     */
    private static String rejectedKeyword(Error error) {
        if (error == null) {
            return null;
        }
        if (error.getKeyword() == null) {
            return "$schema";
        }
        Object[] arguments = error.getArguments();
        if (error.getKeyword().equals("id") && arguments != null && arguments.length > 1) {
            return String.valueOf(arguments[1]);
        }
        return error.getKeyword();
    }

    /** The library's first argument: the unresolved reference or fragment, the rejected id or dialect. */
    private static String argument(Error error) {
        Object[] arguments = error == null ? null : error.getArguments();
        return arguments == null || arguments.length == 0 ? null : String.valueOf(arguments[0]);
    }

    /**
     * Whether {@code reference} is the one the library could not resolve, which it names whole or by its fragment,
     * percent-decoded when it looked the fragment up.
     */
    private static boolean names(String reference, String unresolved) {
        String fragment = reference.substring(reference.indexOf('#') + 1);
        return reference.equals(unresolved) || fragment.equals(unresolved) || decoded(fragment).equals(unresolved);
    }

    private static String decoded(String fragment) {
        try {
            return URLDecoder.decode(fragment.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException malformed) {
            return fragment;
        }
    }
}
