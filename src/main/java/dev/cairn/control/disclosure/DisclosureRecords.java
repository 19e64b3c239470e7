package dev.cairn.control.disclosure;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;
import java.util.List;

/**
 * Request and result bodies of manage_disclosure_budget. Requests have passed their schema; which fields an
 * operation needs is the service's check (422). Fingerprints and event keys are never returned.
 */
public final class DisclosureRecords {
    private DisclosureRecords() {
    }

    public record Manage(String operation, String controlId, Integer totalUnits, Integer perRecipientLimit,
                         Integer perCategoryLimit, Integer periodSeconds, String eventKey,
                         String recipientFingerprint, String categoryFingerprint, Integer units) {
    }

    /**
     * The budget and the usage of its current period (once closed, of the period it was closed in). The
     * recipient's and the category's counts are those of the fingerprints the call named, null for none.
     */
    @JsonPropertyOrder({"control_id", "budget_id", "status", "total_units", "per_recipient_limit",
            "per_category_limit", "period_seconds", "created_at", "closed_at", "period_index", "period_started_at",
            "period_ends_at", "used_units", "remaining_units", "recipient_used_units", "recipient_remaining_units",
            "category_used_units", "category_remaining_units", "notice"})
    public record View(String controlId, String budgetId, String status, long totalUnits, long perRecipientLimit,
                       long perCategoryLimit, long periodSeconds, String createdAt, String closedAt,
                       long periodIndex, String periodStartedAt, String periodEndsAt, long usedUnits,
                       long remainingUnits, Long recipientUsedUnits, Long recipientRemainingUnits,
                       Long categoryUsedUnits, Long categoryRemainingUnits, String notice) {
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
     * record: the event's outcome (its first one when replayed), every limit it would have passed, and the
     * usage after it.
     */
    @JsonPropertyOrder({"brand", "outcome", "exceeded_limits", "replayed", "units", "recorded_at"}) // unwrapped by name
    public record Recorded(String brand, @JsonUnwrapped Outcome outcome, List<String> exceededLimits,
                           boolean replayed, long units, String recordedAt, @JsonUnwrapped View budget) {
    }
}
