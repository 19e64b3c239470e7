package dev.cairn.access;

import static dev.cairn.api.AdminTasks.one;
import static dev.cairn.api.AdminTasks.task;

import io.dropwizard.core.setup.AdminEnvironment;
import java.util.List;

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
}
