package dev.cairn.access;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.cairn.api.Problem;
import dev.cairn.api.ProblemException;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Bounds how many API keys one client address may have looked up in the database: {@link #LIMIT} per
 * {@link #WINDOW}, counting the lookups that find the key unknown or revoked. A window opens at an
 * address's first lookup and lasts {@link #WINDOW}. Each lookup is counted before it runs and forgiven
 * when the key is valid or the query fails, so concurrent requests cannot overrun the limit.
 * Kept in memory per instance, for at most {@link #TRACKED_ADDRESSES} addresses (the least used are
 * forgotten first).
 */
final class FailedKeyLimiter {
    static final int LIMIT = 20;
    static final Duration WINDOW = Duration.ofMinutes(1);
    static final int TRACKED_ADDRESSES = 100_000;

    private final Clock clock;
    private final Cache<String, Window> windows;

    FailedKeyLimiter(Clock clock) {
        this.clock = clock;
        this.windows = Caffeine.newBuilder()
                .ticker(() -> TimeUnit.MILLISECONDS.toNanos(clock.millis()))
                .expireAfterWrite(WINDOW) // a window is written once, when it opens
                .maximumSize(TRACKED_ADDRESSES)
                .build();
    }

    /** A lookup a key may still make. */
    interface Attempt {
        /** The key was valid: the attempt does not count against its address. */
        void forgive();
    }

    /**
     * Counts one lookup from {@code clientAddress} (see {@link ClientAddresses#bucket}), or refuses it with
     * 429 {@code too_many_failed_keys} once the address's window holds {@link #LIMIT} attempts.
     */
    Attempt attempt(String clientAddress) {
        Window window = windows.get(ClientAddresses.bucket(clientAddress), ignored -> new Window(clock.millis()));
        if (window.attempts.getAndUpdate(n -> n < LIMIT ? n + 1 : n) >= LIMIT) {
            throw refusal(window.secondsLeft(clock.millis()));
        }
        return window.attempts::decrementAndGet;
    }

    private static ProblemException refusal(long retryAfterSeconds) {
        return new ProblemException(Problem.of(429, "too_many_failed_keys", "Too many requests",
                "Too many unknown API keys came from this address; try again in " + retryAfterSeconds + " s.")
                .retryingAfter(retryAfterSeconds));
    }

    private static final class Window {
        final long openedAtMillis;
        final AtomicInteger attempts = new AtomicInteger();

        Window(long openedAtMillis) {
            this.openedAtMillis = openedAtMillis;
        }

        long secondsLeft(long nowMillis) {
            long millisLeft = openedAtMillis + WINDOW.toMillis() - nowMillis;
            return Math.max(1, (millisLeft + 999) / 1000);
        }
    }
}
