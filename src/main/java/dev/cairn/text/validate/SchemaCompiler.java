package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.path.PathType;
import java.util.function.Supplier;

/**
 * Turns a checked schema into a networknt {@link Schema}. Each call gets its own registry: a registry caches
 * schemas by {@code $id}, and one caller's {@code $id} must never answer another caller's {@code $ref}.
 * <p>
 * {@code format} is an annotation in every dialect, never an assertion: the library checks formats with
 * backtracking java.util.regex on the value, and on 100,000-character strings {@code hostname} and
 * {@code uri-template} overflowed the stack and {@code regex} took 3 s.
 */
final class SchemaCompiler {
    private static final SchemaRegistryConfig CONFIG = SchemaRegistryConfig.builder()
        .pathType(PathType.JSON_POINTER)
        .preloadSchema(true)
        .formatAssertionsEnabled(false)
        .regularExpressionFactory(Re2Patterns.INSTANCE)
        .build();

    private SchemaCompiler() {
    }

    static SchemaRegistry registry(Dialect dialect) {
        return SchemaRegistry.withDialects(LibraryDialects.ALL, builder -> builder
            .defaultDialectId(dialect.version().getDialectId())
            .schemaRegistryConfig(CONFIG)
            .schemaLoader(loader -> loader.allow(LocalResources.INSTANCE)));
    }

    static Schema compile(JsonNode schema, Dialect dialect) {
        return guarded(schema, () -> Re2Patterns.refusingAfter(() -> {
            Schema compiled = registry(dialect).getSchema(schema);
            // resolves every $ref now, not when a value first reaches it: a remote one is refused whatever the value
            compiled.initializeValidators();
            return compiled;
        }));
    }

    /**
     * Runs library work on the caller's {@code schema}, under a {@link Deadline}, and turns what it throws into
     * {@link ValidationProblem}s that tell places in {@code schema}. The library wraps exceptions thrown from our
     * pattern factory and loader predicate, so the cause chain is searched for them.
     */
    static <T> T guarded(JsonNode schema, Supplier<T> work) {
        try {
            return Deadline.during(work);
        } catch (StackOverflowError e) {
            throw new ValidationProblem("circular_ref", "evaluating the schema recursed too deeply: usually a $ref"
                + " cycle (such as {\"$ref\": \"#\"}) that never descends into the value");
        } catch (RuntimeException e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof ValidationProblem problem) {
                    throw problem;
                }
                if (t instanceof UnplacedProblem problem) {
                    throw problem.placedIn(schema);
                }
            }
            throw LibraryFailures.of(e, schema);
        }
    }
}
