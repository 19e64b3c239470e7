package dev.cairn.control.action;

import java.util.Locale;

/** What check_action and the claims report. Only LOCKED and COMPLETED block a claim. */
enum LockStatus {
    FREE("No lock is held on this key; lock_action would acquire it."),
    LOCKED("Another claim holds this lock until lock_expires_at. Do not perform the action; check again later."),
    EXPIRED("The last lock lapsed at lock_expires_at without completion; lock_action would acquire the key."),
    RELEASED("The last lock was released without completion; lock_action would acquire the key."),
    COMPLETED("This action was completed at completed_at and is protected until protected_until."
            + " Do not perform it again.");

    private final String notice;

    LockStatus(String notice) {
        this.notice = notice;
    }

    String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    String notice() {
        return notice;
    }
}
