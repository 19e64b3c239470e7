package dev.cairn.api;

import io.dropwizard.servlets.tasks.Task;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Operator tasks on the admin port: each a {@code POST /tasks/<name>} that prints its answer one line at a
 * time, or fails with 500 and the one-line reason of a {@link Refused}.
 */
public final class AdminTasks {
    private AdminTasks() {
    }

    public static Task task(String name, Function<Map<String, List<String>>, List<String>> action) {
        return new Task(name) {
            @Override
            public void execute(Map<String, List<String>> parameters, PrintWriter output) {
                action.apply(parameters).forEach(output::println);
            }
        };
    }

    /** The one value of parameter {@code name}, or {@code absent} when it is missing and {@code absent} is not null. */
    public static String one(Map<String, List<String>> parameters, String name, String absent) {
        List<String> values = parameters.get(name);
        if (values == null && absent != null) {
            return absent;
        }
        if (values == null || values.size() != 1) {
            throw new Refused("give exactly one " + name + " parameter");
        }
        return values.get(0);
    }

    /**
     * An operator request refused, with a one-line reason; nothing was changed. Dropwizard answers a failed task
     * with 500 and the exception's stack trace; this exception has none, so the answer is just its message.
     */
    public static final class Refused extends RuntimeException {
        public Refused(String message) {
            super(message, null, false, false);
        }
    }
}
