package dev.cairn.control.deadline;

import dev.cairn.control.ScriptReply;

/**
 * Turns a deadline record (as a script left it) into what the owner sees at an instant. Windows are half-open: at
 * due_at the task is due (a completion then is late), at escalate_at it is to be escalated.
 */
final class DeadlineViews {
    private static final long SECOND_MS = 1000;

    private DeadlineViews() {
    }

    /** The stored status, or for a pending deadline where the clock stands: pending, due or escalate. */
    static String status(ScriptReply record, long now) {
        String stored = record.text("status");
        if (!stored.equals("pending")) {
            return stored;
        }
        return now >= record.number("escalate_at") ? "escalate" : now >= record.number("due_at") ? "due" : "pending";
    }

    static DeadlineRecords.View view(String controlId, String id, ScriptReply record, long now, String notice) {
        String status = status(record, now);
        long dueAt = record.number("due_at");
        long escalateAt = record.number("escalate_at");
        boolean open = status.equals("pending") || status.equals("due");
        Long overdueBy = switch (status) {
            case "due", "escalate" -> (now - dueAt) / SECOND_MS;
            case "completed" -> onTime(record) ? null : (record.number("completed_at") - dueAt) / SECOND_MS;
            default -> null;
        };
        return new DeadlineRecords.View(controlId, id, status, record.text("task_fingerprint"),
                record.stamp("created_at"), record.stamp("due_at"), record.stamp("escalate_at"),
                status.equals("pending") ? secondsUntil(dueAt, now) : null,
                open ? secondsUntil(escalateAt, now) : null, overdueBy,
                status.equals("completed") ? onTime(record) : null,
                record.stamp("completed_at"), record.stamp("cancelled_at"),
                notice != null ? notice : notice(status, record));
    }

    /** The verdict the completing script stored. */
    private static boolean onTime(ScriptReply record) {
        return "true".equals(record.text("on_time"));
    }

    /** Whole seconds until {@code at}, rounded up: 1 in the last second before it. */
    private static long secondsUntil(long at, long now) {
        return (at - now + SECOND_MS - 1) / SECOND_MS;
    }

    /** What the owner should do now, by status; for a refused call, why nothing changed. */
    static String notice(String status, ScriptReply record) {
        if (record.is("already_completed")) {
            return "Already completed" + (onTime(record) ? " on time" : " late")
                    + "; this call changed nothing and the first completion stands.";
        }
        return switch (status) {
            case "pending" -> "Pending: not yet due.";
            case "due" -> "Due: the task is overdue; a completion now is recorded as late.";
            case "escalate" -> "Escalate: the task is overdue past its grace; escalate it (Cairn notifies no one).";
            case "completed" -> onTime(record) ? "Completed on time." : "Completed late.";
            default -> "Cancelled; it can no longer be completed.";
        };
    }
}
