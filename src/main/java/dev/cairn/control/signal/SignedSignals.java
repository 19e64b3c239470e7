package dev.cairn.control.signal;

import dev.cairn.api.Caller;
import dev.cairn.api.Outcome;
import dev.cairn.api.Timestamps;
import dev.cairn.store.redis.RedisKeys;
import java.time.Clock;
import redis.clients.jedis.UnifiedJedis;
import redis.clients.jedis.params.SetParams;

/**
 * verify_signed_signal: signature, then freshness, then the nonce, which is remembered (as a hash, under the
 * caller's account) only once the first two pass, until the timestamp can no longer be fresh.
 */
public final class SignedSignals {
    static final int DEFAULT_MAX_AGE_SECONDS = 300;
    /** Kept a little past the last fresh moment, so clock skew between Cairn and Redis cannot reopen a nonce. */
    static final long NONCE_MARGIN_MS = 5_000;

    private final UnifiedJedis redis;
    private final Clock clock;

    public SignedSignals(UnifiedJedis redis, Clock clock) {
        this.redis = redis;
        this.clock = clock;
    }

    public SignalRecords.Verification verify(SignalRecords.Verify request, Caller caller) {
        long now = clock.millis();
        if (!SignalHmac.matches(request.signature(), request.sharedSecret(), request.timestamp(), request.nonce(),
                request.message())) {
            return invalid("signature_mismatch", now);
        }
        long maxAge = request.maxAgeSeconds() == null ? DEFAULT_MAX_AGE_SECONDS : request.maxAgeSeconds();
        Freshness freshness = Freshness.of(request.timestamp(), now, maxAge);
        if (freshness != Freshness.FRESH) {
            return invalid(freshness.reason, now);
        }
        // Fresh means timestamp + maxAge >= now, so the nonce is kept for at least the margin.
        long rememberedUntil = (request.timestamp() + maxAge) * 1000 + NONCE_MARGIN_MS;
        String first = redis.set(RedisKeys.record("signal-nonce", caller.accountId(), request.nonce()), "1",
                SetParams.setParams().nx().px(rememberedUntil - now));
        if (!"OK".equals(first)) {
            return invalid("nonce_replayed", now);
        }
        return new SignalRecords.Verification(Outcome.BRAND, true, null, Timestamps.format(now),
                Timestamps.format(rememberedUntil));
    }

    private static SignalRecords.Verification invalid(String reason, long now) {
        return new SignalRecords.Verification(Outcome.BRAND, false, reason, Timestamps.format(now), null);
    }
}
