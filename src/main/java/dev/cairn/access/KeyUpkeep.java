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
 *   lookup that cached a key just before its revocation committed, is still caught by a later poll. If no
 *   poll has succeeded for longer than the window, a revocation could fall between two successful polls, so
 *   every cached key is forgotten (and forgotten again at each failed poll) until polls succeed again;</li>
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

    /** One poll: forgets the keys revoked within the window, or every key once polls failed for longer. */
    void pollRevocations() {
        try {
            accounts.revokedWithin((int) WINDOW.toSeconds()).forEach(keys::forget);
            lastPoll = nanoTime.getAsLong();
            if (failing) {
                failing = false;
                LOG.info("revoked API keys are followed again");
            }
        } catch (RuntimeException e) {
            if (nanoTime.getAsLong() - lastPoll > WINDOW.toNanos()) {
                keys.forgetAll();
                if (!failing) {
                    failing = true;
                    LOG.warn("revoked API keys could not be read for {}: every key is looked up again until they"
                            + " can ({})", WINDOW, e.toString());
                }
            }
        }
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
