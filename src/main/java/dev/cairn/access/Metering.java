package dev.cairn.access;

import dev.cairn.api.Admission.Admitted;
import dev.cairn.api.Caller;
import dev.cairn.api.QuotaRefusal;
import dev.cairn.api.RateLimit;
import dev.cairn.store.StoreOutage;
import dev.cairn.store.redis.ScriptRegistry;
import io.dropwizard.lifecycle.Managed;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.UnifiedJedis;

/**
 * Counts admitted calls on their quota, or does nothing when the deployment is not metered. When Redis cannot
 * be reached, calls are admitted uncounted and metering pauses for {@link #OUTAGE_PAUSE_NANOS} before it tries
 * again: an outage never refuses a caller and never makes every call wait for Redis's timeouts.
 */
public final class Metering implements Managed {
    private static final Logger LOG = LoggerFactory.getLogger(Metering.class);
    static final long OUTAGE_PAUSE_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final Meter meter;
    private volatile long pausedUntilNanos = System.nanoTime();

    private Metering(Meter meter) {
        this.meter = meter;
    }

    /** Metering on this Redis (and its scripts), or none at all when {@code metered} is false. */
    public static Metering of(UnifiedJedis redis, ScriptRegistry scripts, boolean metered) {
        return new Metering(metered ? new Meter(redis, scripts) : null);
    }

    /** Gives back the calls leased in advance and not used (see {@link Leases}). */
    @Override
    public void stop() {
        if (meter != null) {
            meter.close();
        }
    }

    /** Counts the call on {@code quota}, or throws {@code refusal}'s answer when the quota is used up. */
    Admitted count(Quota quota, Caller caller, long nowMillis, BiFunction<Quota, RateLimit, QuotaRefusal> refusal) {
        Optional<Meter.Count> count = take(quota);
        if (count.isEmpty()) {
            return Admitted.unmetered(caller);
        }
        RateLimit state = quota.state(count.get().counts().get(0), nowMillis);
        if (!count.get().admitted()) {
            throw refusal.apply(quota, state);
        }
        return new Admitted(caller, state, () -> giveBack(quota));
    }

    /** Counts the call on {@code quota}; empty when the quota is used up. */
    Optional<Admitted> countIfAny(Quota quota, Caller caller, long nowMillis) {
        Optional<Meter.Count> count = take(quota);
        if (count.isEmpty()) {
            return Optional.of(Admitted.unmetered(caller));
        }
        if (!count.get().admitted()) {
            return Optional.empty();
        }
        return Optional.of(new Admitted(caller, quota.state(count.get().counts().get(0), nowMillis),
                () -> giveBack(quota)));
    }

    /** The count, or empty when nothing is counted: metering is off, or paused after Redis failed. */
    private Optional<Meter.Count> take(Quota quota) {
        if (meter == null || System.nanoTime() - pausedUntilNanos < 0) {
            return Optional.empty();
        }
        try {
            return Optional.of(meter.take(quota.counters()));
        } catch (RuntimeException unreachable) {
            if (!StoreOutage.explains(unreachable)) {
                throw unreachable;
            }
            pausedUntilNanos = System.nanoTime() + OUTAGE_PAUSE_NANOS;
            LOG.warn("Metering is paused for a second: Redis did not answer ({}); calls meanwhile are not counted",
                    unreachable.getClass().getSimpleName());
            return Optional.empty();
        }
    }

    private void giveBack(Quota quota) {
        if (System.nanoTime() - pausedUntilNanos < 0) {
            return; // Redis just failed: a give-back would make the refused caller wait for its timeouts again
        }
        try {
            meter.giveBack(quota.counters());
        } catch (RuntimeException unreachable) {
            if (!StoreOutage.explains(unreachable)) {
                throw unreachable;
            }
            pausedUntilNanos = System.nanoTime() + OUTAGE_PAUSE_NANOS;
            LOG.warn("A refused call could not be taken back from its quota: Redis did not answer ({})",
                    unreachable.getClass().getSimpleName());
        }
    }
}
