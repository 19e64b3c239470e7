package dev.cairn.control.budget;

import dev.cairn.api.Outcome;

/** What a budget result tells the agent to do next. */
final class BudgetNotices {
    private static final String RESERVED = "Reserved: perform the budgeted action. The units stay counted in used"
            + " for the rest of the period.";
    private static final String REFUSED = "Refused: used + amount would pass limit. Nothing was reserved; do not"
            + " perform the action.";
    private static final String REPLAYED = " This reservation_key was seen before: this is its first outcome, and"
            + " nothing was reserved again.";
    private static final String RECORDED = "used of limit is reserved in this period; remaining is what a reserve"
            + " may still take.";
    private static final String NONE = "Nothing is reserved in this period yet (or its record has passed"
            + " period_expires_at); the first reserve sets its limit.";

    private BudgetNotices() {
    }

    static String reserved(Outcome outcome, boolean replayed) {
        return (outcome.applied() ? RESERVED : REFUSED) + (replayed ? REPLAYED : "");
    }

    static String checked(boolean recorded) {
        return recorded ? RECORDED : NONE;
    }
}
