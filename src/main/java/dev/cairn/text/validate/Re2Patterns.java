package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.node.TextNode;
import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import com.networknt.schema.regex.RegularExpression;
import com.networknt.schema.regex.RegularExpressionFactory;
import com.networknt.schema.regex.RegularExpressions;
import java.util.function.Supplier;

/**
 * {@code pattern} and {@code patternProperties} run on RE2/J: matching time is linear in the input, so a hostile
 * pattern such as {@code ^(a+)+$} cannot backtrack for ever. RE2 has no lookaround or backreferences; a pattern
 * using them, nested too deeply or costing more than {@link #MAX_COST} instructions is refused as
 * unsupported_pattern. Matching runs under {@link Deadline}.
 */
final class Re2Patterns implements RegularExpressionFactory {
    static final Re2Patterns INSTANCE = new Re2Patterns();
    static final long MAX_COST = 10_000;
    /** The first pattern refused while {@link #refusingAfter} runs on this thread. */
    private static final ThreadLocal<ValidationProblem[]> REFUSED = new ThreadLocal<>();

    private Re2Patterns() {
    }

    /**
     * Compiles a schema and throws the first pattern it refused. Thrown from the factory, the refusal would
     * reach the caller just as well, but the library logs it at ERROR and WARN on the way: one log line per
     * request anybody can send.
     */
    static <T> T refusingAfter(Supplier<T> compilation) {
        ValidationProblem[] refused = new ValidationProblem[1];
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
        } catch (ValidationProblem problem) {
            ValidationProblem[] refused = REFUSED.get();
            if (refused == null) {
                throw problem;
            }
            if (refused[0] == null) {
                refused[0] = problem;
            }
            return value -> {
                throw problem;
            };
        }
    }

    private static RegularExpression compiled(String regex) {
        if (PatternCost.of(regex) > MAX_COST) {
            throw unsupported(regex, "it expands to more than " + MAX_COST + " instructions (counted repetition"
                + " such as (a{100}){100}, or a very long pattern)");
        }
        Pattern pattern;
        try {
            // \p{Letter} and the other long ECMAScript property names become the short ones RE2 knows
            pattern = Pattern.compile(RegularExpressions.replaceLongformCharacterProperties(regex));
        } catch (PatternSyntaxException e) {
            throw unsupported(regex, "RE2 syntax has no lookaround or backreferences: " + e.getDescription());
        } catch (StackOverflowError e) {
            throw unsupported(regex, "its groups nest too deeply");
        }
        // JSON Schema patterns are not anchored: a match anywhere in the string counts
        return value -> pattern.matcher(Deadline.watched(value)).find();
    }

    private static ValidationProblem unsupported(String regex, String why) {
        return new ValidationProblem("unsupported_pattern", "pattern " + Messages.shortened(
            TextNode.valueOf(regex).toString()) + " is not supported: " + why);
    }
}
