package dev.cairn.control.attention;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;

/**
 * Request and result bodies of manage_attention_budget. Requests have passed their schema; which fields an
 * operation needs is the service's check (422).
 */
public final class AttentionRecords {
    private AttentionRecords() {
    }

    public record Manage(String operation, String controlId, Integer totalUnits, Integer maxUnitsPerSubject,
                         Integer protectedPriorityUnits, Integer periodSeconds, String reservationKey,
                         String subjectFingerprint, Integer units, String priority) {
    }

    /**
     * The budget at one instant of the server clock, in its current period (a closed budget: the period it was
     * closed in). The subject members are the subject asked about or reserved for, null without one.
     */
    @JsonPropertyOrder({"control_id", "attention_budget_id", "status", "total_units", "protected_priority_units",
            "max_units_per_subject", "period_seconds", "period_started_at", "period_ends_at", "used",
            "standard_used", "priority_used", "standard_available", "priority_available", "subject_fingerprint",
            "subject_used", "subject_available", "created_at", "closed_at", "expires_at", "notice"})
    public record View(String controlId, String attentionBudgetId, String status, long totalUnits,
                       long protectedPriorityUnits, long maxUnitsPerSubject, long periodSeconds,
                       String periodStartedAt, String periodEndsAt, long used, long standardUsed, long priorityUsed,
                       long standardAvailable, long priorityAvailable, String subjectFingerprint, Long subjectUsed,
                       Long subjectAvailable, String createdAt, String closedAt, String expiresAt, String notice) {
    }

    /** One reservation as its period remembers it; {@code outcome} is its reserve's (applied or a refusal). */
    @JsonPropertyOrder({"reservation_key", "outcome", "units", "priority", "subject_fingerprint", "reserved_at",
            "released_at"})
    public record Reservation(String reservationKey, String outcome, long units, String priority,
                              String subjectFingerprint, String reservedAt, String releasedAt) {
    }

    /** create and check. */
    @JsonPropertyOrder({"brand"})
    public record Owned(String brand, @JsonUnwrapped View budget) {
    }

    /** close. */
    @JsonPropertyOrder({"brand"})
    public record Change(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped View budget) {
    }

    /**
     * reserve and release. On a {@code replayed} reserve (a reservation_key seen this period) {@code applied} and
     * {@code reason} are the first call's, and nothing was reserved again. {@code reservation} is null when a
     * release names a key this period does not know.
     */
    @JsonPropertyOrder({"brand"})
    public record Reserved(String brand, @JsonUnwrapped Outcome outcome, boolean replayed, Reservation reservation,
                           @JsonUnwrapped View budget) {
    }
}
