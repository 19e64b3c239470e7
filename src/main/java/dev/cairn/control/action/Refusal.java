package dev.cairn.control.action;

import java.util.Locale;

/** Why complete_action or release_action changed nothing; the id is the result's {@code reason}. */
enum Refusal {
    NOT_LOCKED("Nothing changed: no lock is held on this key (never claimed, released, or long lapsed)."),
    LOCK_ID_MISMATCH("Nothing changed: lock_id is not the id of the current lock on this key."),
    ALREADY_COMPLETED("Nothing changed: this action is already completed.");

    private final String explanation;

    Refusal(String explanation) {
        this.explanation = explanation;
    }

    static Refusal of(String verdict) {
        return valueOf(verdict.toUpperCase(Locale.ROOT));
    }

    String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    String explanation() {
        return explanation;
    }
}
