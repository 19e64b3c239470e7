package dev.cairn.control.signal;

import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import redis.clients.jedis.UnifiedJedis;
import redis.clients.jedis.params.SetParams;

/**
 * The inbox records in Redis, changed only by the scripts in {@code lua/signal}. An inbox is a hash at
 * {@code cairn:signal:{<inbox id>}} with two companions in its slot: {@code :index} (event ids by
 * received_at_ms) and {@code :events} (each event's content type and size, and its body). The public
 * endpoint finds an inbox by {@code cairn:signal-token:{<token hash>}}, whose value is the inbox id: that
 * pointer lives in another slot, so it is set and read here, around the scripts.
 */
final class SignalInboxes {
    /** How long a deleted or expired inbox keeps answering 410 (not 404) after its original expiry. */
    static final long TOMBSTONE_RETENTION_MS = 7L * 24 * 60 * 60 * 1000;
    /** Every script on an inbox takes its record, then these companions: the event index and the event data. */
    private static final String[] COMPANIONS = {"index", "events"};

    private final UnifiedJedis redis;
    private final ScriptRegistry scripts;
    private final PublicRecords records;

    SignalInboxes(UnifiedJedis redis, ScriptRegistry scripts) {
        this.redis = redis;
        this.scripts = scripts;
        this.records = new PublicRecords(redis, scripts, "signal", "sig");
    }

    String mintId() {
        return records.mintId();
    }

    String requireWellFormed(String inboxId) {
        return records.requireWellFormed(inboxId, "signal inbox");
    }

    void create(String account, String inboxId, String tokenHash, String label, long nowMs, long expiresAt,
                int maxEvents) {
        long keepMs = expiresAt - nowMs + TOMBSTONE_RETENTION_MS;
        records.run("signal/create", inboxId, ScriptArgs.of("now", nowMs).and("account", account)
                .and("token_hash", tokenHash).and("label", label).and("expires_at", expiresAt)
                .and("max_events", maxEvents).and("ttl_ms", keepMs));
        redis.set(tokenKey(tokenHash), inboxId, SetParams.setParams().px(keepMs));
    }

    /** The inbox a delivery's token names, and its owner (null when the record is gone). */
    record Addressed(String inboxId, String owner) {
    }

    /** The inbox this token names, if one is still kept under it; the script checks the token itself. */
    Optional<Addressed> addressed(String tokenHash) {
        String inboxId = redis.get(tokenKey(tokenHash));
        return inboxId == null ? Optional.empty()
                : Optional.of(new Addressed(inboxId, redis.hget(records.keys(inboxId).get(0), "account")));
    }

    /**
     * The delivery script's reply: {@code accepted} (detail: received_at_ms), {@code gone} or {@code full};
     * {@code not_found} or {@code token_invalid} when the token does not open the inbox.
     */
    ScriptReply deliver(String inboxId, String tokenHash, long nowMs, String eventId, SignalPayload payload) {
        return records.run("signal/deliver", inboxId, ScriptArgs.of("now", nowMs).and("token_hash", tokenHash)
                .and("event_id", eventId).and("content_type", payload.contentType())
                .and("size_bytes", payload.sizeBytes()).and("body", payload.body()), COMPANIONS);
    }

    /**
     * An inbox as read: the record, whose outcome is its status ({@code active} or {@code expired}), and the
     * events after the cursor as {@code event_id, received_at_ms, 'content_type|size', body, ...}.
     */
    record Read(ScriptReply inbox, List<?> events) {
    }

    /** The inbox, or empty when the caller has no such inbox. */
    Optional<Read> read(String account, String inboxId, long nowMs, Long afterMs, int limit) {
        List<?> reply = (List<?>) scripts.run("signal/read", records.keys(inboxId, COMPANIONS),
                ScriptArgs.of("now", nowMs).and("account", account).and("after_ms", afterMs).and("limit", limit));
        if (reply.get(0).equals("not_found")) {
            return Optional.empty();
        }
        List<Object> inbox = new ArrayList<>(reply);
        inbox.set(1, ""); // the events ride in the detail's place
        return Optional.of(new Read(ScriptReply.of(inbox), (List<?>) reply.get(1)));
    }

    /** The number of event bodies deleted, or empty when the caller has no such inbox. */
    Optional<Integer> delete(String account, String inboxId, long nowMs) {
        ScriptReply reply = records.run("signal/delete", inboxId, ScriptArgs.of("now", nowMs).and("account", account),
                COMPANIONS);
        return reply.is("deleted") ? Optional.of(Integer.parseInt(reply.detail())) : Optional.empty();
    }


    private static String tokenKey(String tokenHash) {
        return "cairn:signal-token:{" + tokenHash + "}";
    }
}
