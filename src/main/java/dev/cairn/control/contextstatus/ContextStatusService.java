package dev.cairn.control.contextstatus;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Ids;
import dev.cairn.api.Outcome;
import dev.cairn.api.ProblemException;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.api.DigestFields;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.Digests;
import dev.cairn.store.redis.RedisKeys;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import redis.clients.jedis.UnifiedJedis;

/**
 * manage_context_status: the owner's word on a context it published (active, superseded, disputed, revoked,
 * expired). A record is keyed by its digest, {@code cairn:context-status:{<account>}:d:<hex>}, and its control_id
 * points at it; all of an account's keys share one hash slot, so a supersede reads its successor in the same
 * script, and check follows the chain of supersessions by digest, one record per hop.
 */
public final class ContextStatusService implements Family {
    static final ToolSpec MANAGE_CONTEXT_STATUS = new ToolSpec("manage_context_status", "/v1/contexts/status",
            "Publish and check the status of a context",
            "publish declares a context (by its context_digest, under your control_id) active until expires_at."
                    + " supersede names the successor_digest that replaces it (published by you and active); dispute"
                    + " marks it contested until publish is repeated (resolved) or it is revoked; revoke is final."
                    + " check, by control_id or by context_digest, answers the status and follows the chain of"
                    + " supersessions to the current context (up to 16 hops). Before using a context, check it and"
                    + " use it only while active.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();

    static final int DEFAULT_EXPIRES_IN_SECONDS = 2592000;
    /** How long a record stays readable after its expires_at. */
    static final long RETENTION_MS = 30L * 24 * 60 * 60 * 1000;
    /** How many supersessions a check follows. */
    static final int MAX_HOPS = 16;
    private static final String DEFAULT_SUPERSEDE_REASON = "source_update";

    private final UnifiedJedis redis;
    private final ScriptRegistry scripts;
    private final Clock clock;

    public ContextStatusService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.redis = redis;
        this.scripts = scripts;
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_CONTEXT_STATUS, ContextStatusRecords.Manage.class, this::manage);
    }

    public Object manage(ContextStatusRecords.Manage request, Caller caller) {
        return request.operation().equals("publish") ? publish(request, caller) : owner(request, caller);
    }

    private ContextStatusRecords.Change publish(ContextStatusRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        String digest = DigestFields.normalize(OwnerRequests.require(request.contextDigest(), "context_digest"));
        int seconds = request.expiresInSeconds() == null ? DEFAULT_EXPIRES_IN_SECONDS : request.expiresInSeconds();
        long now = clock.millis();
        long expiresAt = now + seconds * 1000L;
        String controlHash = Digests.sha256Hex(controlId);
        ScriptReply record = ScriptReply.of(scripts.run("contextstatus/publish",
                List.of(pointer(caller, controlHash), record(caller, digest)), ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("control_hash", controlHash).and("control_id", controlId)
                .and("id", Ids.mint("cst")).and("params", Digests.sha256Hex(digest + "\n" + seconds))
                .and("context_digest", digest).and("expires_at", expiresAt)
                .and("ttl_ms", expiresAt - now + RETENTION_MS)));
        if (record.is("digest_taken")) {
            throw ProblemException.unprocessable("context_digest_conflict",
                    "You published this context_digest under another control_id.", "/context_digest");
        }
        OwnerRequests.requireCreated(record, "context");
        return change("publish", record, now);
    }

    /** check, supersede, dispute and revoke, by the owner's control_id or, without one, the context_digest. */
    private Object owner(ContextStatusRecords.Manage request, Caller caller) {
        String operation = request.operation();
        String controlId = request.controlId();
        String digest = controlId == null && request.contextDigest() != null
                ? DigestFields.normalize(request.contextDigest()) : null;
        if (digest == null) {
            OwnerRequests.require(controlId, "control_id");
        }
        String successor = operation.equals("supersede") ? DigestFields.normalize(
                OwnerRequests.require(request.successorDigest(), "successor_digest")) : null;
        String reasonCode = switch (operation) {
            case "dispute", "revoke" -> OwnerRequests.require(request.reasonCode(), "reason_code");
            case "supersede" -> request.reasonCode() == null ? DEFAULT_SUPERSEDE_REASON : request.reasonCode();
            default -> null;
        };
        String controlHash = controlId == null ? null : Digests.sha256Hex(controlId);
        String named = digest != null ? digest : redis.get(pointer(caller, controlHash));
        Supplier<ProblemException> notFound = () -> controlId != null ? PublicRecords.notBound("context")
                : ProblemException.notFound("You published no context with this context_digest.");
        if (named == null) {
            throw notFound.get();
        }
        List<String> keys = successor == null ? List.of(record(caller, named))
                : List.of(record(caller, named), record(caller, successor));
        long now = clock.millis();
        ScriptReply record = owner(keys, now, operation, controlHash, successor, reasonCode).found(notFound);
        if (operation.equals("check")) {
            return new ContextStatusRecords.Checked(Outcome.BRAND, ContextStatusViews.owner(record, now, null),
                    chain(caller, record, now));
        }
        return change(operation, record, now);
    }

    private ContextStatusRecords.Change change(String operation, ScriptReply record, long now) {
        String status = ContextStatusViews.status(record, now);
        return new ContextStatusRecords.Change(Outcome.BRAND, record.change(), ContextStatusViews.owner(record, now,
                ContextStatusViews.outcome(operation, record, status)));
    }

    private ScriptReply owner(List<String> keys, long now, String operation, String controlHash, String successor,
                              String reasonCode) {
        return ScriptReply.of(scripts.run("contextstatus/owner", keys, ScriptArgs.of("now", now)
                .and("operation", operation).and("control_hash", controlHash).and("successor_digest", successor)
                .and("reason_code", reasonCode)));
    }

    /**
     * The supersessions after {@code record}, one check per hop, up to {@link #MAX_HOPS}: a read, so each hop is
     * the record as it stands when read.
     */
    private ContextStatusRecords.Chain chain(Caller caller, ScriptReply record, long now) {
        List<ContextStatusRecords.Hop> hops = new ArrayList<>();
        ScriptReply at = record;
        for (String next = at.text("successor_digest"); next != null; next = at.text("successor_digest")) {
            if (hops.size() == MAX_HOPS) {
                return ContextStatusViews.chain(record, hops, true, now);
            }
            at = owner(List.of(record(caller, next)), now, "check", null, null, null);
            boolean gone = at.is("not_found");
            hops.add(new ContextStatusRecords.Hop(next, gone ? "unknown" : ContextStatusViews.status(at, now)));
            if (gone) {
                break;
            }
        }
        return ContextStatusViews.chain(record, hops, false, now);
    }

    private static String record(Caller caller, String digest) {
        return RedisKeys.account("context-status", caller.accountId()) + ":d:" + DigestFields.hex(digest);
    }

    private static String pointer(Caller caller, String controlHash) {
        return RedisKeys.account("context-status", caller.accountId()) + ":c:" + controlHash;
    }
}
