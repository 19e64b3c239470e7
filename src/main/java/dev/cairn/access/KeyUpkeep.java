package dev.cairn.access;

import dev.cairn.store.sql.AccountDao;
import io.dropwizard.lifecycle.Managed;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One daemon thread per instance that keeps {@link ApiKeys}' cache honest and records key uses:
 * <ul>
 *   <li>every {@link #POLL} it asks PostgreSQL for the keys revoked in the last {@link #WINDOW} of the
 *   database's clock and forgets them, so a key revoked or rotated on any instance is refused everywhere
 *   within about a poll. The window overlaps many polls, so a revocation whose transaction commits late, or a
 *   lookup that cached a key just before its revocation committed, is still caught by a later poll. After polls
 *   failed (PostgreSQL unreachable from this instance), the first one that succeeds looks back over the whole
 *   gap plus the window, at most as far as a cached key can be old: meanwhile cached keys keep working for up
 *   to {@link ApiKeys#CACHE_TTL}, as they would without this thread, so an outage refuses no paying caller
 *   sooner than it must;</li>
 *   <li>every {@link #FLUSH} (and at stop) it writes the latest use of each key seen since, in one statement.</li>
 * </ul>
 */
public final class KeyUpkeep implements Managed {
    static final Duration POLL = Duration.ofMillis(250);
    static final Duration WINDOW = Duration.ofSeconds(5);
    static final Duration FLUSH = Duration.ofSeconds(30);
    private static final Logger LOG = LoggerFactory.getLogger(KeyUpkeep.class);

    private final ApiKeys keys;
    private final AccountDao accounts;
    private final LongSupplier nanoTime;
    private long lastPoll;
    private boolean failing;
    private ScheduledExecutorService thread;

    public KeyUpkeep(ApiKeys keys, AccountDao accounts) {
        this(keys, accounts, System::nanoTime);
    }

    KeyUpkeep(ApiKeys keys, AccountDao accounts, LongSupplier nanoTime) {
        this.keys = keys;
        this.accounts = accounts;
        this.nanoTime = nanoTime;
        this.lastPoll = nanoTime.getAsLong();
    }

    @Override
    public void start() {
        lastPoll = nanoTime.getAsLong();
        thread = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread daemon = new Thread(task, "cairn-key-upkeep");
            daemon.setDaemon(true);
            return daemon;
        });
        thread.scheduleWithFixedDelay(this::pollRevocations, 0, POLL.toMillis(), TimeUnit.MILLISECONDS);
        thread.scheduleWithFixedDelay(this::flushUses, FLUSH.toMillis(), FLUSH.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void stop() throws InterruptedException {
        thread.shutdown();
        if (!thread.awaitTermination(5, TimeUnit.SECONDS)) {
            thread.shutdownNow();
        }
        flushUses();
    }

    /** One poll: forgets the keys revoked since shortly before the last poll that succeeded. */
    void pollRevocations() {
        long started = nanoTime.getAsLong();
        try {
            accounts.revokedWithin(lookBackSeconds(started)).forEach(keys::forget);
            lastPoll = started;
            if (failing) {
                failing = false;
                LOG.info("revoked API keys are followed again");
            }
        } catch (RuntimeException e) {
            if (!failing) {
                failing = true;
                LOG.warn("revoked API keys cannot be read; cached keys keep working for up to {} ({})",
                        ApiKeys.CACHE_TTL, e.toString());
            }
        }
    }

    /** The window, widened by the time since the last successful poll, and no wider than a cached key's life. */
    private int lookBackSeconds(long now) {
        long gapSeconds = TimeUnit.NANOSECONDS.toSeconds(now - lastPoll) + 1;
        return (int) Math.min(gapSeconds + WINDOW.toSeconds(), ApiKeys.CACHE_TTL.toSeconds() + WINDOW.toSeconds());
    }

    /** Writes the uses recorded since the last flush; a failed write keeps them for the next one. */
    void flushUses() {
        Map<String, Instant> uses = keys.uses().drain();
        if (uses.isEmpty()) {
            return;
        }
        String[] keyIds = uses.keySet().toArray(String[]::new);
        long[] usedAt = new long[keyIds.length];
        for (int i = 0; i < keyIds.length; i++) {
            usedAt[i] = uses.get(keyIds[i]).toEpochMilli();
        }
        try {
            accounts.recordLastUses(keyIds, usedAt);
        } catch (RuntimeException e) {
            keys.uses().restore(uses);
            LOG.warn("could not record when {} API keys were last used; retrying at the next flush ({})",
                    keyIds.length, e.toString());
        }
    }
}
