package dev.cairn.api;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The part every result of a changing operation shares: whether this call changed the record and, when it
 * did not, why ({@code reason} is the script's outcome: {@code already_decided}, {@code expired}, ...).
 * Results embed it with {@code @JsonUnwrapped}, after {@code brand}.
 */
@JsonPropertyOrder({"applied", "reason"})
public record Outcome(boolean applied, String reason) {
    /** Every result's first member, {@code "brand": "cairn"}. */
    public static final String BRAND = "cairn";

    public static Outcome of(String outcome) {
        boolean applied = outcome.equals("applied");
        return new Outcome(applied, applied ? null : outcome);
    }
}
