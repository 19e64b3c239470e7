package dev.cairn.api;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** Request bodies of the action tools, already validated against their schemas. */
public final class ActionRequests {
    private ActionRequests() {
    }

    public record Fingerprint(String action, String scope, ObjectNode arguments) {
    }

    public record LockIntent(String action, String scope, ObjectNode arguments,
                             Integer lockTtlSeconds, Integer completionTtlSeconds) {
        public Fingerprint intent() {
            return new Fingerprint(action, scope, arguments);
        }
    }

    public record Lock(String key, Integer lockTtlSeconds, Integer completionTtlSeconds) {
    }

    public record Check(String key) {
    }

    /** complete_action and release_action share one body. */
    public record Settle(String key, String lockId) {
    }
}
