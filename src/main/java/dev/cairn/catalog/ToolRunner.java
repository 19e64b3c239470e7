package dev.cairn.catalog;

import com.codahale.metrics.MetricRegistry;
import com.codahale.metrics.Timer;
import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Admission;
import dev.cairn.api.Caller;
import dev.cairn.api.Problem;
import dev.cairn.api.ProblemException;
import dev.cairn.api.QuotaRefusal;
import dev.cairn.api.RateLimit;
import dev.cairn.api.RequestFacts;
import java.util.function.Supplier;

/**
 * One call of a catalog operation, the same over REST and MCP: admitted (and counted) by the gate, then run on
 * its arguments. A call whose input the tool refused (400, 413, 422) or that failed on the service's side (5xx)
 * is taken back from its quota; every other answer counts. Each tool's calls (by plan), refusals (by code),
 * failures (5xx) and latency are Dropwizard metrics, {@code cairn.tools.<tool>.*}, on the admin port's
 * {@code /metrics}.
 */
public final class ToolRunner {
    private final Admission admission;
    private final MetricRegistry metrics;

    public ToolRunner(Admission admission, MetricRegistry metrics) {
        this.admission = admission;
        this.metrics = metrics;
    }

    /** What a call answered: a result or a problem, and the quota it was counted on (null when none). */
    public record Answer(Object result, Problem problem, RateLimit rateLimit) {
    }

    /** Runs {@code operation}; {@code arguments} are read only once the caller is admitted. */
    public Answer run(Operation<?> operation, Supplier<JsonNode> arguments, RequestFacts request) {
        String tool = operation.spec().name();
        try (Timer.Context ignored = metrics.timer(name(tool, "latency")).time()) {
            Admission.Admitted admitted;
            try {
                admitted = admission.admit(tool, operation.spec().access(), request);
            } catch (QuotaRefusal refused) {
                return refusal(tool, refused.problem(), refused.rateLimit());
            } catch (ProblemException refused) {
                return refusal(tool, refused.problem(), null);
            }
            return invoke(operation, arguments, admitted);
        }
    }

    /**
     * Runs {@code operation} for a caller who pays for this one call (x402): no quota is consulted or counted,
     * and its calls are the metric {@code cairn.tools.<tool>.calls.x402}.
     */
    public Answer runPaid(Operation<?> operation, Supplier<JsonNode> arguments, Caller payer) {
        try (Timer.Context ignored = metrics.timer(name(operation.spec().name(), "latency")).time()) {
            return invoke(operation, arguments, Admission.Admitted.unmetered(payer));
        }
    }

    private Answer invoke(Operation<?> operation, Supplier<JsonNode> arguments, Admission.Admitted admitted) {
        String tool = operation.spec().name();
        try {
            Object result = operation.invoke(arguments.get(), admitted.caller());
            metrics.meter(name(tool, "calls", plan(admitted.caller()))).mark();
            return new Answer(result, null, admitted.rateLimit());
        } catch (ProblemException refused) {
            Problem problem = refused.problem();
            if (!counts(problem.status())) {
                admitted.giveBack().run();
                return refusal(tool, problem, admitted.rateLimit() == null ? null : admitted.rateLimit().givenBack());
            }
            return refusal(tool, problem, admitted.rateLimit());
        } catch (RuntimeException failure) {
            admitted.giveBack().run();
            metrics.meter(name(tool, "failures")).mark();
            throw failure;
        }
    }

    private Answer refusal(String tool, Problem problem, RateLimit rateLimit) {
        metrics.meter(name(tool, "refusals", problem.code())).mark();
        return new Answer(null, problem, rateLimit);
    }

    /** Whether a call the tool answered with {@code status} counts on its quota. */
    static boolean counts(int status) {
        return status != 400 && status != 413 && status != 422 && status < 500;
    }

    private static String plan(Caller caller) {
        return caller.plan() == null ? "anonymous" : caller.plan();
    }

    private static String name(String tool, String... parts) {
        return MetricRegistry.name("cairn.tools." + tool, parts);
    }
}
