package dev.cairn.catalog;

import dev.cairn.api.Access;

/** The action fingerprint and idempotency-lock tools (spec §4.3). */
public final class ActionTools {
    private ActionTools() {
    }

    public static final ToolSpec FINGERPRINT_ACTION = new ToolSpec("fingerprint_action", "/v1/actions/fingerprint",
            "Fingerprint an action intent",
            "Computes the SHA-256 fingerprint of an action's canonical form (RFC 8785 JCS of {action, scope, arguments})"
                    + " and the idempotency key derived from it. Object key order does not matter; array order does."
                    + " Stores nothing and echoes no argument. Use it to name an action before locking it.",
            Access.OPEN, Hints.READ_ONLY);

    public static final ToolSpec LOCK_ACTION_INTENT = new ToolSpec("lock_action_intent", "/v1/actions/lock-intent",
            "Lock an action intent",
            "Fingerprints the action like fingerprint_action and claims the resulting idempotency key in one call."
                    + " Perform the external action only when safe_to_execute is true, then call complete_action with the"
                    + " returned key and lock_id (or release_action if you did not perform it).",
            Access.SUBSCRIPTION, Hints.WRITE);

    public static final ToolSpec LOCK_ACTION = new ToolSpec("lock_action", "/v1/actions/lock",
            "Claim an idempotency key",
            "Claims a caller-chosen idempotency key so an action runs once. The first claim gets safe_to_execute true"
                    + " and a lock_id; any other claim while the lock is held or the completion is protected gets"
                    + " safe_to_execute false and the current status. Locks last lock_ttl_seconds (default 300).",
            Access.SUBSCRIPTION, Hints.WRITE);

    public static final ToolSpec CHECK_ACTION = new ToolSpec("check_action", "/v1/actions/check",
            "Check an idempotency key",
            "Reports the state of an idempotency key (free, locked, expired, released or completed) without claiming it.",
            Access.SUBSCRIPTION, Hints.READ_ONLY);

    public static final ToolSpec COMPLETE_ACTION = new ToolSpec("complete_action", "/v1/actions/complete",
            "Mark a locked action completed",
            "Records that the action behind a lock was performed. Needs the key and the lock_id of the current lock;"
                    + " the key then stays protected for completion_ttl_seconds (default 30 days). A wrong lock_id"
                    + " changes nothing and the result says why.",
            Access.SUBSCRIPTION, Hints.IDEMPOTENT_WRITE);

    public static final ToolSpec RELEASE_ACTION = new ToolSpec("release_action", "/v1/actions/release",
            "Release an uncompleted lock",
            "Gives up a lock whose action was not performed, so the key can be claimed again. Needs the key and the"
                    + " lock_id of the current lock; a completed action cannot be released.",
            Access.SUBSCRIPTION, Hints.IDEMPOTENT_WRITE);
}
