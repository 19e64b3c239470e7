package dev.cairn.control.contextrights;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Outcome;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.api.DigestFields;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.Digests;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import java.util.List;
import redis.clients.jedis.UnifiedJedis;

/** manage_context_rights: rights granted on a context under a policy, evaluated one right at a time. */
public final class ContextRightsService implements Family {
    static final ToolSpec MANAGE_CONTEXT_RIGHTS = new ToolSpec("manage_context_rights", "/v1/contexts/rights",
            "Grant and evaluate rights on a context",
            "issue grants rights (read, summarize, derive, redistribute, train, commercial) on a context_digest under"
                    + " a policy_digest until expires_at. evaluate answers whether one requested_right is granted now"
                    + " (granted true), or why not: not_granted, revoked, expired, context_mismatch, policy_mismatch;"
                    + " exercise the right only when granted is true. revoke ends the grant; check shows it.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();

    static final int DEFAULT_EXPIRES_IN_SECONDS = 2592000;
    /** How long a grant stays readable after its expires_at. */
    static final long RETENTION_MS = 30L * 24 * 60 * 60 * 1000;
    private static final String ISSUED_NOTICE = "Issued: evaluate a right before exercising it.";
    private static final String EXISTING_NOTICE = "This control_id already issued these rights with these"
            + " parameters; this is that grant.";

    private final PublicRecords records;
    private final Clock clock;

    public ContextRightsService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.records = new PublicRecords(redis, scripts, "context-rights", "crg");
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_CONTEXT_RIGHTS, ContextRightsRecords.Manage.class, this::manage);
    }

    public Object manage(ContextRightsRecords.Manage request, Caller caller) {
        return request.operation().equals("issue") ? issue(request, caller) : owner(request, caller);
    }

    private ContextRightsRecords.Owned issue(ContextRightsRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        String context = DigestFields.normalize(OwnerRequests.require(request.contextDigest(), "context_digest"));
        String policy = DigestFields.normalize(OwnerRequests.require(request.policyDigest(), "policy_digest"));
        List<String> rights = ContextRightsViews.canonical(OwnerRequests.require(request.rights(), "rights"));
        int seconds = request.expiresInSeconds() == null ? DEFAULT_EXPIRES_IN_SECONDS : request.expiresInSeconds();
        String params = Digests.sha256Hex(String.join("\n", context, policy, String.join(" ", rights),
                Integer.toString(seconds)));
        long now = clock.millis();
        long ttlMs = seconds * 1000L + RETENTION_MS;
        String id = records.bind(caller.accountId(), controlId, records.mintId(), ttlMs);
        ScriptReply record = records.run("contextrights/issue", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("params", params).and("context_digest", context)
                .and("policy_digest", policy).and("rights", rights).and("expires_at", now + seconds * 1000L)
                .and("ttl_ms", ttlMs));
        OwnerRequests.requireCreated(record, "grant");
        boolean created = record.is("created");
        if (created) {
            records.keepBinding(caller.accountId(), controlId, ttlMs);
        }
        return new ContextRightsRecords.Owned(Outcome.BRAND, ContextRightsViews.owner(controlId, id, record, now,
                created ? ISSUED_NOTICE : EXISTING_NOTICE));
    }

    /** check, evaluate and revoke, by the owner's control_id. */
    private Object owner(ContextRightsRecords.Manage request, Caller caller) {
        String operation = request.operation();
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        boolean evaluate = operation.equals("evaluate");
        String right = evaluate ? OwnerRequests.require(request.requestedRight(), "requested_right") : null;
        String id = records.requireBound(caller.accountId(), controlId, "grant");
        long now = clock.millis();
        ScriptReply record = records.run("contextrights/owner", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("operation", operation).and("requested_right", right)
                .and("context_digest", evaluate ? normalized(request.contextDigest()) : null)
                .and("policy_digest", evaluate ? normalized(request.policyDigest()) : null))
                .found(() -> PublicRecords.notBound("grant"));
        return switch (operation) {
            case "check" -> new ContextRightsRecords.Owned(Outcome.BRAND,
                    ContextRightsViews.owner(controlId, id, record, now, null));
            case "evaluate" -> new ContextRightsRecords.Evaluated(Outcome.BRAND, record.is("granted"),
                    record.is("granted") ? null : record.outcome(), right, ContextRightsViews.owner(controlId, id,
                    record, now, ContextRightsViews.evaluation(record.outcome(), right)));
            default -> new ContextRightsRecords.Change(Outcome.BRAND, record.change(), ContextRightsViews.owner(
                    controlId, id, record, now, ContextRightsViews.revocation(record.outcome())));
        };
    }

    private static String normalized(String digest) {
        return digest == null ? null : DigestFields.normalize(digest);
    }
}
