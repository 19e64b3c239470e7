package dev.cairn;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

/**
 * Start-up work begun on a daemon thread of its own, so that the start does something else meanwhile, and
 * joined when its result is needed. A daemon: a command that never joins it may end before it does.
 */
final class OwnThread<T> {
    private final CompletableFuture<T> result;

    private OwnThread(CompletableFuture<T> result) {
        this.result = result;
    }

    static <T> OwnThread<T> start(String name, Supplier<T> work) {
        return new OwnThread<>(CompletableFuture.supplyAsync(work, task -> {
            Thread thread = new Thread(task, name);
            thread.setDaemon(true);
            thread.start();
        }));
    }

    /** The work's result, once it has ended; a runtime exception of the work is thrown as it was. */
    T join() {
        try {
            return result.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : e;
        }
    }
}
