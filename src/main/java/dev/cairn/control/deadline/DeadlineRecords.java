package dev.cairn.control.deadline;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;

/**
 * Request and result bodies of manage_task_deadline. Requests have passed their schema; which fields an operation
 * needs is the service's check (422).
 */
public final class DeadlineRecords {
    private DeadlineRecords() {
    }

    public record Manage(String operation, String controlId, String taskFingerprint, Integer dueInSeconds,
                         Integer escalationGraceSeconds) {
    }

    /** The owner's view at one instant of the server clock: what is due, and by when, for an agent to act on. */
    @JsonPropertyOrder({"control_id", "deadline_id", "status", "task_fingerprint", "created_at", "due_at",
            "escalate_at", "seconds_until_due", "seconds_until_escalation", "overdue_by_seconds", "on_time",
            "completed_at", "cancelled_at", "notice"})
    public record View(String controlId, String deadlineId, String status, String taskFingerprint, String createdAt,
                       String dueAt, String escalateAt, Long secondsUntilDue, Long secondsUntilEscalation,
                       Long overdueBySeconds, Boolean onTime, String completedAt, String cancelledAt,
                       String notice) {
    }

    /** create and check. */
    @JsonPropertyOrder({"brand"})
    public record Owned(String brand, @JsonUnwrapped View deadline) {
    }

    /** complete and cancel. */
    @JsonPropertyOrder({"brand"})
    public record Change(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped View deadline) {
    }
}
