package dev.cairn.access;

import io.dropwizard.core.setup.AdminEnvironment;
import io.dropwizard.servlets.tasks.Task;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The key lifecycle on the admin port, each a {@code POST /tasks/<name>} that prints one line (list: one per
 * key) or fails with 500 and a one-line reason:
 * {@code create-api-key?plan=subscription|founding|contributor[&contributor=true]}, {@code list-api-keys},
 * {@code revoke-api-key?key_id=}, {@code rotate-api-key?key_id=}, {@code verify-contributor?key_id=}.
 */
public final class KeyTasks {
    private KeyTasks() {
    }

    public static void register(AdminEnvironment admin, KeyAdministration keys, UsageCounters usage) {
        admin.addTask(task("create-api-key", parameters -> List.of(keys.create(
                one(parameters, "plan", Plan.SUBSCRIPTION.id()),
                Boolean.parseBoolean(one(parameters, "contributor", "false"))))));
        admin.addTask(task("list-api-keys", parameters -> keys.list(usage::callsThisMonth)));
        admin.addTask(task("revoke-api-key", parameters -> List.of(keys.revoke(one(parameters, "key_id", null)))));
        admin.addTask(task("rotate-api-key", parameters -> List.of(keys.rotate(one(parameters, "key_id", null)))));
        admin.addTask(task("verify-contributor",
                parameters -> List.of(keys.verifyContributor(one(parameters, "key_id", null)))));
    }

    private static String one(Map<String, List<String>> parameters, String name, String absent) {
        List<String> values = parameters.get(name);
        if (values == null && absent != null) {
            return absent;
        }
        if (values == null || values.size() != 1) {
            throw new KeyAdministration.Refused("give exactly one " + name + " parameter");
        }
        return values.get(0);
    }

    private static Task task(String name, Function<Map<String, List<String>>, List<String>> action) {
        return new Task(name) {
            @Override
            public void execute(Map<String, List<String>> parameters, PrintWriter output) {
                action.apply(parameters).forEach(output::println);
            }
        };
    }
}
