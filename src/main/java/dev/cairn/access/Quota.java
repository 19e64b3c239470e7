package dev.cairn.access;

import dev.cairn.api.RateLimit;
import java.util.List;

/**
 * One quota a call can be counted on: the counters it takes one from (the first is the one callers are shown),
 * the quota callers are told, its window and when the window ends.
 */
record Quota(String policy, List<Meter.Counter> counters, long quota, long windowSeconds, long resetsAtMillis) {

    /** What the caller is shown after a call that left the shown counter at {@code count}. */
    RateLimit state(long count, long nowMillis) {
        return new RateLimit(policy, quota, windowSeconds, Math.max(0, quota - count), secondsUntilReset(nowMillis));
    }

    /** Whole seconds until the window resets, at least 1. */
    long secondsUntilReset(long nowMillis) {
        return Math.max(1, (resetsAtMillis - nowMillis + 999) / 1000);
    }
}
