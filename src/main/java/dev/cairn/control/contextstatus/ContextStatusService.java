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
import dev.cairn.control.DigestFields;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.Digests;
import dev.cairn.store.redis.RedisKeys;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import java.util.List;

/**
 * manage_context_status: the owner's word on a context it published (active, superseded, disputed, revoked,
 * expired). All of an account's records share one hash slot ({@code cairn:context-status:{<account>}:…}), so a
 * check follows a chain of supersessions, record to record, in one script.
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

    private final ScriptRegistry scripts;
    private final Clock clock;

    public ContextStatusService(ScriptRegistry scripts, Clock clock) {
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
        ScriptReply record = run("contextstatus/publish", caller, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("control_hash", Digests.sha256Hex(controlId))
                .and("control_id", controlId).and("id", Ids.mint("cst"))
                .and("params", Digests.sha256Hex(digest + "\n" + seconds)).and("context_digest", digest)
                .and("digest_hex", hex(digest)).and("expires_at", expiresAt)
                .and("ttl_ms", expiresAt - now + RETENTION_MS));
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
        long now = clock.millis();
        ScriptReply record = run("contextstatus/owner", caller, ScriptArgs.of("now", now)
                .and("operation", operation).and("control_hash", controlId == null ? null : Digests.sha256Hex(controlId))
                .and("digest_hex", digest == null ? null : hex(digest)).and("successor_digest", successor)
                .and("successor_hex", successor == null ? null : hex(successor)).and("reason_code", reasonCode)
                .and("max_hops", MAX_HOPS))
                .found(() -> controlId != null ? PublicRecords.notBound("context")
                        : ProblemException.notFound("You published no context with this context_digest."));
        if (operation.equals("check")) {
            return new ContextStatusRecords.Checked(Outcome.BRAND, ContextStatusViews.owner(record, now, null),
                    ContextStatusViews.chain(record, now));
        }
        return change(operation, record, now);
    }

    private ContextStatusRecords.Change change(String operation, ScriptReply record, long now) {
        String status = ContextStatusViews.status(record, now);
        return new ContextStatusRecords.Change(Outcome.BRAND, record.change(), ContextStatusViews.owner(record, now,
                ContextStatusViews.outcome(operation, record, status)));
    }

    private ScriptReply run(String script, Caller caller, ScriptArgs args) {
        return ScriptReply.of(scripts.run(script,
                List.of(RedisKeys.account("context-status", caller.accountId())), args));
    }

    /** The hex of a normalized digest: safe in a key name (no hash-tag braces) and of fixed length. */
    private static String hex(String digest) {
        return digest.substring("sha256:".length());
    }
}
