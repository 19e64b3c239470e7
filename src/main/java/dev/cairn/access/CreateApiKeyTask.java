package dev.cairn.access;

import io.dropwizard.servlets.tasks.Task;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;

/**
 * {@code POST /tasks/create-api-key?plan=subscription} on the admin port: creates an account and prints
 * its key once. This is how keys are made while the service (and its embedded PostgreSQL) runs.
 */
public final class CreateApiKeyTask extends Task {
    private final ApiKeys keys;

    public CreateApiKeyTask(ApiKeys keys) {
        super("create-api-key");
        this.keys = keys;
    }

    @Override
    public void execute(Map<String, List<String>> parameters, PrintWriter output) {
        List<String> plans = parameters.getOrDefault("plan", List.of(Plan.SUBSCRIPTION.id()));
        if (plans.size() != 1) {
            throw new Refusal("give exactly one plan parameter");
        }
        Plan plan;
        try {
            plan = Plan.parse(plans.get(0));
        } catch (IllegalArgumentException e) {
            throw new Refusal(e.getMessage());
        }
        output.println(keys.createAccount(plan));
    }

    /**
     * Dropwizard answers a failed task with 500 and the exception's stack trace; this exception has none,
     * so the answer is just its message.
     */
    static final class Refusal extends RuntimeException {
        Refusal(String message) {
            super(message, null, false, false);
        }
    }
}
