package dev.cairn.control.signal;

import dev.cairn.control.PublicRecords;
import dev.cairn.store.redis.ScriptRegistry;
import java.util.List;
import java.util.Optional;
import redis.clients.jedis.UnifiedJedis;
import redis.clients.jedis.params.SetParams;

/**
 * The inbox records in Redis, changed only by the scripts in {@code lua/signal}. An inbox is a hash at
 * {@code cairn:signal:{<inbox id>}} with two companions in its slot: {@code :index} (event ids by
 * received_at_ms) and {@code :events} (each event's content type and size, and its body). The public
 * endpoint finds an inbox by {@code cairn:signal-token:{<token hash>}}, whose value is the inbox id.
 */
final class SignalInboxes {
    /** How long a deleted or expired inbox keeps answering 410 (not 404) after its original expiry. */
    static final long TOMBSTONE_RETENTION_MS = 7L * 24 * 60 * 60 * 1000;

    private final UnifiedJedis redis;
    private final ScriptRegistry scripts;
    private final PublicRecords records;

    SignalInboxes(UnifiedJedis redis, ScriptRegistry scripts) {
        this.redis = redis;
        this.scripts = scripts;
        this.records = new PublicRecords(redis, scripts, "signal", "sig");
    }

    String requireWellFormed(String inboxId) {
        return records.requireWellFormed(inboxId, "signal inbox");
    }

    void create(String account, String inboxId, String tokenHash, String label, long nowMs, long expiresAt,
                int maxEvents) {
        long keepMs = expiresAt - nowMs + TOMBSTONE_RETENTION_MS;
        scripts.run("signal/create", List.of(records.recordKey(inboxId)), List.of(account, tokenHash,
                Long.toString(nowMs), Long.toString(expiresAt), Integer.toString(maxEvents), Long.toString(keepMs),
                label == null ? "" : label));
        redis.set(tokenKey(tokenHash), inboxId, SetParams.setParams().px(keepMs));
    }

    /** The script's verdict ({@code accepted}, {@code unknown}, {@code gone}, {@code full}) and its values. */
    record Delivery(String verdict, long receivedAtMs, String owner) {
    }

    Delivery deliver(String tokenHash, long nowMs, String eventId, SignalPayload payload) {
        Optional<String> inboxId = Optional.ofNullable(redis.get(tokenKey(tokenHash)));
        if (inboxId.isEmpty()) {
            return new Delivery("unknown", 0, null);
        }
        List<?> reply = (List<?>) scripts.run("signal/deliver", keys(inboxId.get()), List.of(tokenHash,
                Long.toString(nowMs), eventId, payload.contentTypeOrEmpty(), Integer.toString(payload.sizeBytes()),
                payload.bodyOrEmpty()));
        String verdict = (String) reply.get(0);
        return verdict.equals("accepted")
                ? new Delivery(verdict, Long.parseLong((String) reply.get(1)), (String) reply.get(2))
                : new Delivery(verdict, 0, null);
    }

    /** An inbox as read: null status when the caller has no such inbox. */
    record Read(String status, List<?> fields, List<?> events) {
    }

    Read read(String account, String inboxId, long nowMs, Long afterMs, int limit) {
        List<?> reply = (List<?>) scripts.run("signal/read", keys(inboxId), List.of(account, Long.toString(nowMs),
                afterMs == null ? "" : Long.toString(afterMs), Integer.toString(limit)));
        String status = (String) reply.get(0);
        return status.equals("not_found") ? new Read(null, List.of(), List.of())
                : new Read(status, (List<?>) reply.get(1), (List<?>) reply.get(2));
    }

    /** The number of event bodies deleted, or empty when the caller has no such inbox. */
    Optional<Integer> delete(String account, String inboxId, long nowMs) {
        List<?> reply = (List<?>) scripts.run("signal/delete", keys(inboxId),
                List.of(account, Long.toString(nowMs)));
        return reply.get(0).equals("deleted") ? Optional.of(((Long) reply.get(1)).intValue()) : Optional.empty();
    }

    private List<String> keys(String inboxId) {
        return List.of(records.recordKey(inboxId), records.companionKey(inboxId, "index"),
                records.companionKey(inboxId, "events"));
    }

    private static String tokenKey(String tokenHash) {
        return "cairn:signal-token:{" + tokenHash + "}";
    }
}
