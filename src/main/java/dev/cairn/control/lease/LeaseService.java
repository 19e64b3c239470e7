package dev.cairn.control.lease;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Outcome;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.control.BearerTokens;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.redis.RedisKeys;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import java.util.List;
import redis.clients.jedis.UnifiedJedis;

/**
 * manage_resource_lease: an exclusive, short-lived lease per (account, resource_key), with a one-time release
 * token and a fencing token that grows with every grant. One hash per resource, changed only by the scripts
 * in {@code lua/lease}.
 */
public final class LeaseService implements Family {
    static final ToolSpec MANAGE_RESOURCE_LEASE = new ToolSpec("manage_resource_lease", "/v1/leases/manage",
            "Hold an exclusive lease on a resource",
            "An exclusive, short-lived lease on a resource named by resource_key (stored only as a hash), with a"
                    + " fencing token. Operation acquire grants it when free, for ttl_seconds (default 300), and returns"
                    + " lease_token (shown only then: keep it to release or renew) and fencing_token, a number that"
                    + " grows with every grant of the resource: send it with every write and have the resource refuse"
                    + " a write whose token is lower than the highest it has seen. An acquire with the holder's"
                    + " lease_token renews the lease (new expiry, same fencing_token); while another holds it, acquire"
                    + " answers applied false, reason held, with its expiry. check shows the lease without the token;"
                    + " release needs lease_token. A lapsed lease is free at expires_at.",
            Access.SUBSCRIPTION, Hints.WRITE);

    static final int DEFAULT_TTL_SECONDS = 300;
    /**
     * How long a resource's record outlives its last lease: the fencing counter lives in it, so a resource
     * leased again within this time continues its numbering.
     */
    static final long RETENTION_MS = 365L * 24 * 60 * 60 * 1000;
    private static final String GRANTED_NOTICE = "Lease granted: keep lease_token (shown only now) to release or"
            + " renew it before expires_at, and send fencing_token with every write to the resource.";
    private static final String RENEWED_NOTICE = "Lease renewed until expires_at; fencing_token is unchanged.";
    private static final String RELEASED_NOTICE = "Lease released; the resource is free.";

    private final UnifiedJedis redis;
    private final ScriptRegistry scripts;
    private final Clock clock;

    public LeaseService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.redis = redis;
        this.scripts = scripts;
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_RESOURCE_LEASE, LeaseRecords.Manage.class, this::manage);
    }

    public Object manage(LeaseRecords.Manage request, Caller caller) {
        return switch (request.operation()) {
            case "acquire" -> acquire(request, caller);
            case "release" -> release(request, caller);
            default -> check(request, caller);
        };
    }

    private LeaseRecords.Acquired acquire(LeaseRecords.Manage request, Caller caller) {
        long now = clock.millis();
        long ttlMs = 1000L * (request.ttlSeconds() == null ? DEFAULT_TTL_SECONDS : request.ttlSeconds());
        String token = BearerTokens.mint();
        ScriptReply record = run("lease/acquire", caller, request.resourceKey(), ScriptArgs.of("now", now)
                .and("token_hash", request.leaseToken() == null ? null : BearerTokens.hash(request.leaseToken()))
                .and("new_token_hash", BearerTokens.hash(token)).and("expires_at", now + ttlMs)
                .and("ttl_ms", ttlMs).and("retention_ms", RETENTION_MS));
        if (record.is("held")) {
            LeaseRecords.View view = LeaseViews.view(request.resourceKey(), record, now, null,
                    LeaseViews.refusal("held"));
            return new LeaseRecords.Acquired(Outcome.BRAND, new Outcome(false, "held"), false, view);
        }
        boolean renewed = record.is("renewed");
        LeaseRecords.View view = LeaseViews.view(request.resourceKey(), record, now, renewed ? null : token,
                renewed ? RENEWED_NOTICE : GRANTED_NOTICE);
        return new LeaseRecords.Acquired(Outcome.BRAND, new Outcome(true, null), renewed, view);
    }

    private LeaseRecords.Released release(LeaseRecords.Manage request, Caller caller) {
        String token = OwnerRequests.require(request.leaseToken(), "lease_token");
        long now = clock.millis();
        ScriptReply record = run("lease/release", caller, request.resourceKey(), ScriptArgs.of("now", now)
                .and("token_hash", BearerTokens.hash(token)).and("retention_ms", RETENTION_MS));
        Outcome outcome = record.change();
        String notice = outcome.applied() ? RELEASED_NOTICE : LeaseViews.refusal(outcome.reason());
        return new LeaseRecords.Released(Outcome.BRAND, outcome,
                LeaseViews.view(request.resourceKey(), record, now, null, notice));
    }

    private LeaseRecords.Checked check(LeaseRecords.Manage request, Caller caller) {
        long now = clock.millis();
        ScriptReply record = new ScriptReply("checked", "", redis.hgetAll(recordKey(caller, request.resourceKey())));
        return new LeaseRecords.Checked(Outcome.BRAND, LeaseViews.view(request.resourceKey(), record, now, null,
                LeaseViews.notice(LeaseViews.status(record, now))));
    }

    private ScriptReply run(String script, Caller caller, String resourceKey, ScriptArgs args) {
        return ScriptReply.of(scripts.run(script, List.of(recordKey(caller, resourceKey)), args));
    }

    private static String recordKey(Caller caller, String resourceKey) {
        return RedisKeys.record("lease", caller.accountId(), resourceKey);
    }
}
