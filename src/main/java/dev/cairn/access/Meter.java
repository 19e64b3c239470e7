package dev.cairn.access;

import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.util.List;

/**
 * Counts calls on Redis counters, one script per admission: every counter of a quota is checked and counted
 * in one step on one slot, so concurrent calls from any number of instances never pass a limit together.
 */
final class Meter {
    private final ScriptRegistry scripts;

    Meter(ScriptRegistry scripts) {
        this.scripts = scripts;
    }

    /** One counter of a quota: its key, its limit, and how long it lives once created. */
    record Counter(String key, long limit, long ttlMillis) {
    }

    /** What an admission found: whether the call was counted, and each counter's count after it. */
    record Count(boolean admitted, List<Long> counts) {
    }

    /** Counts one call on every counter (all in one slot), unless one of them is at its limit. */
    Count take(List<Counter> counters) {
        List<?> reply = (List<?>) scripts.run("meter/take", counters.stream().map(Counter::key).toList(),
                ScriptArgs.of("limits", counters.stream().map(counter -> Long.toString(counter.limit())).toList())
                        .and("ttl_ms", counters.stream().map(counter -> Long.toString(counter.ttlMillis())).toList()));
        return new Count((Long) reply.get(0) == 1, reply.subList(1, reply.size()).stream().map(Long.class::cast).toList());
    }

    /** Takes back the call {@link #take} counted on these counters. */
    void giveBack(List<Counter> counters) {
        scripts.run("meter/give_back", counters.stream().map(Counter::key).toList(), ScriptArgs.of("calls", 1));
    }
}
