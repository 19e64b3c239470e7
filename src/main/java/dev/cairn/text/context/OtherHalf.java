package dev.cairn.text.context;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Half of a call's work, offered to a common-pool thread while the caller does the other half. Whoever
 * reaches it first runs it: when every pool thread is busy, the caller runs it itself on {@link #join()},
 * so a busy pool never makes a call wait in its queue.
 */
final class OtherHalf<T> implements Runnable {
    private final Supplier<T> work;
    private final AtomicBoolean claimed = new AtomicBoolean();
    private final CompletableFuture<T> result = new CompletableFuture<>();

    private OtherHalf(Supplier<T> work) {
        this.work = work;
    }

    static <T> OtherHalf<T> start(Supplier<T> work) {
        OtherHalf<T> half = new OtherHalf<>(work);
        ForkJoinPool.commonPool().execute(half);
        return half;
    }

    @Override
    public void run() {
        if (claimed.compareAndSet(false, true)) {
            try {
                result.complete(work.get());
            } catch (RuntimeException | Error e) {
                result.completeExceptionally(e);
            }
        }
    }

    /** The half's result: computed here if no pool thread has started it, else awaited. */
    T join() {
        run();
        try {
            return result.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : e;
        }
    }
}
