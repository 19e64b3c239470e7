package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import com.networknt.schema.regex.RegularExpression;
import com.networknt.schema.regex.RegularExpressionFactory;
import com.networknt.schema.regex.RegularExpressions;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@code pattern} and {@code patternProperties} run on RE2/J: matching time is linear in the input, so a hostile
 * pattern such as {@code ^(a+)+$} cannot backtrack for ever. RE2 has no lookaround or backreferences; a pattern
 * using them, nested too deeply or costing more than {@link #MAX_COST} instructions is refused as
 * unsupported_pattern, told by its place in the schema, never by its text. Matching runs under {@link Deadline}.
 */
final class Re2Patterns implements RegularExpressionFactory {
    static final Re2Patterns INSTANCE = new Re2Patterns();
    static final long MAX_COST = 10_000;
    /** The first pattern refused while {@link #refusingAfter} runs on this thread. */
    private static final ThreadLocal<RefusedPattern[]> REFUSED = new ThreadLocal<>();

    private Re2Patterns() {
    }

    /**
     * Compiles a schema and throws the first pattern it refused. Thrown from the factory, the refusal would
     * reach the caller just as well, but the library logs it at ERROR and WARN on the way: one log line per
     * request anybody can send.
     */
    static <T> T refusingAfter(Supplier<T> compilation) {
        RefusedPattern[] refused = new RefusedPattern[1];
        REFUSED.set(refused);
        try {
            T compiled = compilation.get();
            if (refused[0] != null) {
                throw refused[0];
            }
            return compiled;
        } finally {
            REFUSED.remove();
        }
    }

    @Override
    public RegularExpression getRegularExpression(String regex) {
        try {
            return compiled(regex);
        } catch (RefusedPattern refusal) {
            RefusedPattern[] refused = REFUSED.get();
            if (refused == null) {
                throw refusal;
            }
            if (refused[0] == null) {
                refused[0] = refusal;
            }
            return value -> {
                throw refusal;
            };
        }
    }

    private static RegularExpression compiled(String regex) {
        if (PatternCost.of(regex) > MAX_COST) {
            throw new RefusedPattern(regex, "it expands to more than " + MAX_COST + " instructions (counted repetition"
                + " such as (a{100}){100}, or a very long pattern)");
        }
        Pattern pattern;
        try {
            // \p{Letter} and the other long ECMAScript property names become the short ones RE2 knows
            pattern = Pattern.compile(RegularExpressions.replaceLongformCharacterProperties(regex));
        } catch (PatternSyntaxException e) {
            // the description is one of RE2/J's fixed phrases; the exception's message quotes the pattern
            throw new RefusedPattern(regex, "RE2/J rejects it (" + e.getDescription() + "); RE2 has no lookaround"
                + " or backreferences");
        } catch (StackOverflowError e) {
            throw new RefusedPattern(regex, "its groups nest too deeply");
        }
        // JSON Schema patterns are not anchored: a match anywhere in the string counts
        return value -> pattern.matcher(Deadline.watched(value)).find();
    }

    /** A pattern RE2/J cannot run safely, told by where it first occurs in the schema. */
    static final class RefusedPattern extends UnplacedProblem {
        private final String regex;
        private final String why;

        RefusedPattern(String regex, String why) {
            this.regex = regex;
            this.why = why;
        }

        @Override
        ValidationProblem placedIn(JsonNode schema) {
            String which = Place.schemaRoot().first(schema, this::where)
                .map(place -> "the pattern at " + place).orElse("a pattern in the schema");
            return new ValidationProblem("unsupported_pattern", which + " is not supported: " + why);
        }

        /** The pattern keyword holding the regex, or the patternProperties member named by it. */
        private Optional<Place> where(JsonNode node, Place place) {
            if (!place.holdsSchema() || !node.isObject()) {
                return Optional.empty();
            }
            if (regex.equals(node.path("pattern").textValue())) {
                return Optional.of(place.member(node, "pattern"));
            }
            JsonNode named = node.path("patternProperties");
            if (named.isObject() && named.has(regex)) {
                return Optional.of(place.member(node, "patternProperties").member(named, regex));
            }
            return Optional.empty();
        }
    }
}
