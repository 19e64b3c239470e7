package dev.cairn.access;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.RemovalCause;
import com.github.benmanes.caffeine.cache.Scheduler;
import java.time.Duration;
import java.util.function.ObjLongConsumer;

/**
 * Calls this instance took from a counter in advance. While a quota has more than {@link #MARGIN} calls left,
 * an admission takes {@link #SIZE} at once (one INCRBY) and the next calls on this instance draw on them without
 * a round trip to Redis; unused ones go back to the counter after {@link #LIFE}, at a stop, or when the counter
 * comes within the margin. So no quota is ever passed (every leased call is counted in Redis before it is
 * handed out), and the last {@link #MARGIN} calls of every quota are counted one by one, exactly, across
 * instances. What leasing costs: a counter reads up to {@code SIZE} calls high per instance for up to
 * {@code LIFE}, and a crash loses the unused calls of its leases (they stay counted).
 */
final class Leases {
    static final int SIZE = 32;
    static final long MARGIN = 2_000;
    static final Duration LIFE = Duration.ofSeconds(1);

    /**
     * Calls taken from one counter in advance; {@code closed} once its unused calls went back. A lease with
     * {@code nearLimit} holds none: it remembers for its life that the counter is within the margin.
     */
    static final class Lease {
        long left;
        long countAtGrant;
        boolean closed;
        boolean nearLimit;
    }

    private final Cache<String, Lease> leases;

    /** {@code giveBack} returns a lease's unused calls to the counter named by its key. */
    Leases(ObjLongConsumer<String> giveBack) {
        this.leases = Caffeine.newBuilder()
                .expireAfterWrite(LIFE)
                .scheduler(Scheduler.systemScheduler())
                .executor(Runnable::run) // a lease's calls are back when its removal returns (closeAll at a stop)
                .maximumSize(100_000)
                .<String, Lease>removalListener((key, lease, cause) -> close(key, lease, cause, giveBack))
                .build();
    }

    private static void close(String key, Lease lease, RemovalCause cause, ObjLongConsumer<String> giveBack) {
        long unused;
        synchronized (lease) {
            unused = lease.left;
            lease.left = 0;
            lease.closed = true;
        }
        if (unused > 0) {
            giveBack.accept(key, unused);
        }
    }

    /** A call drawn from this counter's open lease: the counter's count with it, or -1 when none is left. */
    long draw(String key) {
        Lease lease = leases.getIfPresent(key);
        if (lease == null) {
            return -1;
        }
        synchronized (lease) {
            if (lease.closed || lease.left == 0) {
                return -1;
            }
            lease.left--;
            return lease.countAtGrant - lease.left;
        }
    }

    /** Whether a counter at {@code count} of {@code limit} is far enough from it to lease. */
    static boolean far(long count, long limit) {
        return limit - count > MARGIN;
    }

    /** Whether calls on this counter are to be counted one by one: its limit is near, or was lately. */
    boolean oneByOne(String key, long limit) {
        if (limit <= MARGIN) {
            return true;
        }
        Lease lease = leases.getIfPresent(key);
        return lease != null && lease.nearLimit;
    }

    /** Remembers for a lease's life that this counter is within the margin of its limit. */
    void nearLimit(String key) {
        Lease lease = new Lease();
        lease.nearLimit = true;
        leases.put(key, lease);
    }

    /** Keeps {@code unused} calls of a grant that left the counter at {@code countAtGrant}. */
    void open(String key, long unused, long countAtGrant) {
        Lease lease = new Lease();
        lease.left = unused;
        lease.countAtGrant = countAtGrant;
        leases.asMap().merge(key, lease, (old, fresh) -> {
            close(key, old, RemovalCause.REPLACED, (k, n) -> fresh.left += n);
            return fresh;
        });
    }

    /** Returns a call given back to the open lease of its counter; false when there is none. */
    boolean refund(String key) {
        Lease lease = leases.getIfPresent(key);
        if (lease == null) {
            return false;
        }
        synchronized (lease) {
            if (lease.closed || lease.nearLimit) {
                return false;
            }
            lease.left++;
            return true;
        }
    }

    /** Gives every unused leased call back (at a stop). */
    void closeAll() {
        leases.invalidateAll();
        leases.cleanUp();
    }
}
