package dev.cairn;

import dev.cairn.text.unicode.TextInspector;
import dev.cairn.text.validate.OutputValidator;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Loads the text engines' tables (ICU data, code point classes, the JSON Schema meta-schemas) on a thread of
 * its own, begun before the configuration is even read, so that neither the start nor the first text call
 * waits for them.
 */
final class TextWarmUp {
    private final CompletableFuture<Void> loading;

    private TextWarmUp(CompletableFuture<Void> loading) {
        this.loading = loading;
    }

    static TextWarmUp begin() {
        return new TextWarmUp(CompletableFuture.runAsync(() -> {
            TextInspector.warmUp();
            OutputValidator.warmUp();
        }, task -> {
            Thread thread = new Thread(task, "cairn-text-warm-up");
            thread.setDaemon(true); // a command that needs no text engine may end before it does
            thread.start();
        }));
    }

    /** Waits until the tables are loaded; a failure to load them fails the start. */
    void await() {
        try {
            loading.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : e;
        }
    }
}
