package dev.cairn.control.signal;

/** Whether a signed signal's timestamp (Unix seconds) is within max_age of now, in either direction. */
enum Freshness {
    FRESH(null), STALE("stale"), FROM_THE_FUTURE("from_the_future");

    final String reason;

    Freshness(String reason) {
        this.reason = reason;
    }

    static Freshness of(long timestampSeconds, long nowMs, long maxAgeSeconds) {
        long nowSeconds = Math.floorDiv(nowMs, 1000L);
        if (timestampSeconds > nowSeconds && timestampSeconds - nowSeconds > maxAgeSeconds) {
            return FROM_THE_FUTURE;
        }
        return nowSeconds - timestampSeconds > maxAgeSeconds ? STALE : FRESH;
    }
}
