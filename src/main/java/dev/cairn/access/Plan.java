package dev.cairn.access;

import java.util.Arrays;
import java.util.Locale;

/**
 * What an account may use (spec §5): a {@code subscription} calls every tool up to its monthly limit; a
 * {@code founding} grant calls every tool for {@link #FOUNDING_DAYS} days or {@link #FOUNDING_CALLS} calls,
 * whichever ends first; a {@code contributor} identity writes quality observations and correction requests
 * only. How each plan is admitted is {@link AccessGate}'s job.
 */
public enum Plan {
    SUBSCRIPTION,
    FOUNDING,
    CONTRIBUTOR;

    /** Spec §5.5 and §8: a founding-access grant lasts this many days from its key's creation... */
    public static final int FOUNDING_DAYS = 30;
    /** ...or this many calls in total, whichever ends first. */
    public static final int FOUNDING_CALLS = 1000;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Plan parse(String text) {
        return Arrays.stream(values())
                .filter(plan -> plan.id().equals(text))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown plan; known plans: "
                        + Arrays.stream(values()).map(Plan::id).toList()));
    }
}
