package dev.cairn.text.validate;

import java.util.function.Supplier;

/**
 * A time cap on each piece of library work ({@link SchemaCompiler#guarded}: the meta-schema check, compiling,
 * validating). A small schema can still take for ever: 30 nested
 * {@code anyOf}s of two {@code $ref}s evaluate 2^30 subschemas, and RE2/J, linear in the input, is slow by the
 * size of the compiled pattern ({@code a{1000}b} scans 100,000 characters in 2 s). Evaluation calls
 * {@link #check()} at each keyword (see {@link TimedContext}) and matching reads the value through
 * {@link #watched(String)}; both give up once the work started by {@link #during} has run for {@link #LIMIT_NANOS}.
 */
final class Deadline {
    static final long LIMIT_NANOS = 1_000_000_000L;
    private static final ThreadLocal<Long> DEADLINE = new ThreadLocal<>();

    private Deadline() {
    }

    static <T> T during(Supplier<T> work) {
        DEADLINE.set(System.nanoTime() + LIMIT_NANOS);
        try {
            return work.get();
        } finally {
            DEADLINE.remove();
        }
    }

    static void check() {
        Long deadline = DEADLINE.get();
        if (deadline != null && System.nanoTime() - deadline > 0) {
            throw timeout("evaluating the schema took more than " + LIMIT_NANOS / 1_000_000 + " ms: a very large"
                + " value, or fan-out such as nested anyOf, oneOf or $ref that multiplies the work");
        }
    }

    /** The value, read one character at a time by the matcher, each read checking the deadline. */
    static CharSequence watched(String value) {
        Long deadline = DEADLINE.get();
        return deadline == null ? value : new Watched(value, deadline);
    }

    private static ValidationProblem timeout(String message) {
        return new ValidationProblem("validation_timeout", message);
    }

    private record Watched(String value, long deadline) implements CharSequence {
        @Override
        public int length() {
            return value.length();
        }

        @Override
        public char charAt(int index) {
            if (System.nanoTime() - deadline > 0) {
                throw timeout("the schema's patterns ran for more than " + LIMIT_NANOS / 1_000_000 + " ms on this"
                    + " value; counted repetitions such as a{1000} are slow on long strings");
            }
            return value.charAt(index);
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return value.subSequence(start, end);
        }

        @Override
        public String toString() {
            return value;
        }
    }
}
