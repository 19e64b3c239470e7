package dev.cairn.access;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The latest use of each key id on this instance since the last {@link #drain}: a call costs a map update,
 * and {@link KeyUpkeep} writes the batch to PostgreSQL in one statement.
 */
final class KeyUses {
    private final ConcurrentHashMap<String, Instant> latest = new ConcurrentHashMap<>();

    void record(String keyId, Instant at) {
        latest.merge(keyId, at, (before, now) -> now.isAfter(before) ? now : before);
    }

    /** Takes every recorded use out; uses recorded meanwhile stay for the next drain. */
    Map<String, Instant> drain() {
        Map<String, Instant> taken = new HashMap<>();
        for (String keyId : latest.keySet()) {
            Instant at = latest.remove(keyId);
            if (at != null) {
                taken.put(keyId, at);
            }
        }
        return taken;
    }

    /** Puts back uses whose write failed, keeping any later use recorded since. */
    void restore(Map<String, Instant> uses) {
        uses.forEach(this::record);
    }
}
