package dev.cairn.http;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * A quantity (bytes, or units of work) handed out up to a limit: taken at once when it fits, or queued
 * first come, first served until enough is given back. A queued taker is run on the thread that gave back,
 * so it should only hand its work to an executor.
 */
final class Allowance {
    private final long limit;
    private final ArrayDeque<Waiter> waiting = new ArrayDeque<>();
    private long taken;

    /** A place in the queue, which its owner may give up. */
    static final class Waiter {
        private final long amount;
        private final Runnable whenTaken;

        private Waiter(long amount, Runnable whenTaken) {
            this.amount = amount;
            this.whenTaken = whenTaken;
        }
    }

    Allowance(long limit) {
        this.limit = limit;
    }

    /** Takes {@code amount} if it fits under the limit plus {@code headroom} and nobody queues before it. */
    synchronized boolean tryTake(long amount, long headroom) {
        if (!waiting.isEmpty() && headroom == 0 || taken + amount > limit + headroom) {
            return false;
        }
        taken += amount;
        return true;
    }

    /** Takes {@code amount} and runs {@code whenTaken} now, or queues it; null when it ran now. */
    Waiter takeOrQueue(long amount, Runnable whenTaken) {
        Waiter waiter = new Waiter(amount, whenTaken);
        synchronized (this) {
            if (waiting.isEmpty() && taken + amount <= limit) {
                taken += amount;
                waiter = null;
            } else {
                waiting.add(waiter);
            }
        }
        if (waiter == null) {
            whenTaken.run();
        }
        return waiter;
    }

    /** True if {@code waiter} was still queued and now is not: it will never run. */
    synchronized boolean leave(Waiter waiter) {
        return waiting.remove(waiter);
    }

    void give(long amount) {
        List<Runnable> admitted = new ArrayList<>();
        synchronized (this) {
            taken -= amount;
            while (!waiting.isEmpty() && taken + waiting.peek().amount <= limit) {
                Waiter next = waiting.poll();
                taken += next.amount;
                admitted.add(next.whenTaken);
            }
        }
        admitted.forEach(Runnable::run);
    }

    synchronized long taken() {
        return taken;
    }
}
