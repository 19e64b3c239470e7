package dev.cairn.control.handover;

import dev.cairn.api.Caller;
import dev.cairn.control.BearerTokens;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.PublicRecords;
import dev.cairn.store.Digests;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import redis.clients.jedis.UnifiedJedis;

/**
 * The one state machine behind handoffs and task contracts (lua/handover/*.lua): a creator makes a record by
 * its control_id and gets a bearer token that names it ({@link PublicRecords#mintNamingToken}); another paid
 * account takes it with the token once, before it expires (presenting the pinned terms, where there are any);
 * only that account completes it; the creator cancels it while it is open. Both parties check it: the creator
 * by control_id, the token's holder by the token. The token is stored only as its hash, the taker as its
 * account id. Each family's service names the operations and its views name the statuses.
 */
public final class Handovers {
    /** How long a handover stays readable after its claim window ends, before Redis collects it. */
    public static final long RETENTION_MS = 7L * 24 * 60 * 60 * 1000;
    /** The stored terms of a family without terms: the same empty string is presented when taking. */
    public static final String NO_TERMS = "";

    private final PublicRecords records;
    private final Clock clock;
    private final String what;

    /** {@code family}: the records' key name (cairn:&lt;family&gt;:{id}); {@code prefix}: their ids'. */
    public Handovers(UnifiedJedis redis, ScriptRegistry scripts, Clock clock, String family, String prefix) {
        this.records = new PublicRecords(redis, scripts, family, prefix);
        this.clock = clock;
        this.what = family;
    }

    /** A new handover, or the one the caller's control_id names with the same parameters (without its token). */
    public Handover create(Caller caller, String controlId, String taskFingerprint, String termsDigest,
                           int seconds) {
        String params = Digests.sha256Hex(String.join("\n", taskFingerprint, termsDigest, Integer.toString(seconds)));
        long now = clock.millis();
        long ttlMs = seconds * 1000L + RETENTION_MS;
        String id = records.bind(caller.accountId(), controlId, records.mintId(), ttlMs);
        String token = records.mintNamingToken(id);
        var record = records.run("handover/create", id, ScriptArgs.of("now", now).and("account", caller.accountId())
                .and("params", params).and("task_fingerprint", taskFingerprint).and("terms_digest", termsDigest)
                .and("expires_at", now + seconds * 1000L).and("token_hash", BearerTokens.hash(token))
                .and("ttl_ms", ttlMs));
        OwnerRequests.requireCreated(record, what);
        if (!record.is("created")) {
            return new Handover(id, record, now, caller.accountId(), null);
        }
        records.keepBinding(caller.accountId(), controlId, ttlMs);
        return new Handover(id, record, now, caller.accountId(), token);
    }

    /** Claims a handoff or accepts a contract: the token alone names the record; a wrong one is 403. */
    public Handover take(String token, Caller caller, String termsDigest) {
        String id = records.namedBy(token);
        long now = clock.millis();
        var record = records.run("handover/take", id, ScriptArgs.of("now", now).and("account", caller.accountId())
                .and("token_hash", BearerTokens.hash(token)).and("terms_digest", termsDigest)).presented();
        return new Handover(id, record, now, caller.accountId(), null);
    }

    /** The token holder's {@code check} or {@code complete} (the latter applied for the taker only). */
    public Handover party(String token, Caller caller, String operation) {
        String id = records.namedBy(token);
        long now = clock.millis();
        var record = records.run("handover/party", id, ScriptArgs.of("now", now).and("account", caller.accountId())
                .and("token_hash", BearerTokens.hash(token)).and("operation", operation)).presented();
        return new Handover(id, record, now, caller.accountId(), null);
    }

    /** The creator's {@code check} or {@code cancel}, by control_id: 404 when it names none of the caller's. */
    public Handover owner(Caller caller, String controlId, String operation) {
        String id = records.requireBound(caller.accountId(), controlId, what);
        long now = clock.millis();
        var record = records.run("handover/owner", id, ScriptArgs.of("now", now).and("account", caller.accountId())
                .and("operation", operation)).found(() -> PublicRecords.notBound(what));
        return new Handover(id, record, now, caller.accountId(), null);
    }
}
