package dev.cairn.control.budget;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;

/**
 * Request and result bodies of reserve_action_budget. The request has passed its schema; which fields an
 * operation needs is the service's check (422). Amounts are longs: they reach 10^12.
 */
public final class BudgetRecords {
    private BudgetRecords() {
    }

    public record Request(String operation, String budgetKey, String periodKey, String reservationKey, Long amount,
                          Long limit, Integer retentionSeconds) {
    }

    /** A period as it stands: {@code limit}, {@code remaining} and the times are null while none is recorded. */
    @JsonPropertyOrder({"budget_key", "period_key", "limit", "used", "remaining", "period_started_at",
            "period_expires_at"})
    public record Period(String budgetKey, String periodKey, Long limit, long used, Long remaining,
                         String periodStartedAt, String periodExpiresAt) {
    }

    /**
     * reserve: {@code applied} and {@code reason} are the reservation's outcome; on a {@code replayed} answer
     * (a reservation_key seen before) they are its first call's, and nothing was reserved again.
     */
    @JsonPropertyOrder({"brand"})
    public record Reservation(String brand, @JsonUnwrapped Outcome outcome, boolean replayed, String reservationKey,
                              long amount, String reservedAt, @JsonUnwrapped Period period, String notice) {
    }

    @JsonPropertyOrder({"brand"})
    public record Checked(String brand, @JsonUnwrapped Period period, String notice) {
    }
}
