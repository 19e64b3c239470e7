package dev.cairn.control.delegation;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Outcome;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.control.BearerTokens;
import dev.cairn.api.DigestFields;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.Digests;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import redis.clients.jedis.UnifiedJedis;

/** manage_authority_delegation: a bearer token that lets its holder run one action up to max_uses times. */
public final class DelegationService implements Family {
    static final ToolSpec MANAGE_AUTHORITY_DELEGATION = new ToolSpec("manage_authority_delegation",
            "/v1/delegations/manage", "Delegate one action a limited number of times",
            "issue binds a new bearer token to one action_fingerprint, max_uses and an expiry; the token is shown only"
                    + " on the issuing call (hand it to the delegate privately). use, by any paid key holding the token,"
                    + " counts one use for the same action_fingerprint and answers allowed: perform the action only"
                    + " when allowed is true. check shows the state and the uses left; revoke ends the delegation at"
                    + " once.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();

    static final int DEFAULT_EXPIRES_IN_SECONDS = 86400;
    /** How long a delegation stays readable after it expires, before Redis collects it. */
    static final long RETENTION_MS = 7L * 24 * 60 * 60 * 1000;
    private static final String ISSUED_NOTICE = "Delegation issued. Hand the token (shown only now) to the delegate"
            + " privately; each use with it and the same action_fingerprint is counted, up to max_uses.";
    private static final String EXISTING_NOTICE = "This control_id already issued this delegation with these"
            + " parameters; the token is shown only on the issuing call, so token is null.";

    private final PublicRecords records;
    private final Clock clock;

    public DelegationService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.records = new PublicRecords(redis, scripts, "delegation", "dlg");
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_AUTHORITY_DELEGATION, DelegationRecords.Manage.class, this::manage);
    }

    public Object manage(DelegationRecords.Manage request, Caller caller) {
        return switch (request.operation()) {
            case "issue" -> issue(request, caller);
            case "use" -> use(request);
            default -> issuer(request, caller);
        };
    }

    private DelegationRecords.Owned issue(DelegationRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        String fingerprint = DigestFields.normalize(
                OwnerRequests.require(request.actionFingerprint(), "action_fingerprint"));
        int maxUses = OwnerRequests.require(request.maxUses(), "max_uses");
        int seconds = request.expiresInSeconds() == null ? DEFAULT_EXPIRES_IN_SECONDS : request.expiresInSeconds();
        String params = Digests.sha256Hex(String.join("\n", fingerprint, Integer.toString(maxUses),
                Integer.toString(seconds)));
        long now = clock.millis();
        long ttlMs = seconds * 1000L + RETENTION_MS;
        String id = records.bind(caller.accountId(), controlId, records.mintId(), ttlMs);
        String token = records.mintNamingToken(id);
        ScriptReply record = records.run("delegation/issue", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("params", params).and("action_fingerprint", fingerprint)
                .and("max_uses", maxUses).and("expires_at", now + seconds * 1000L)
                .and("token_hash", BearerTokens.hash(token)).and("ttl_ms", ttlMs));
        OwnerRequests.requireCreated(record, "delegation");
        if (!record.is("created")) {
            return new DelegationRecords.Owned(Outcome.BRAND,
                    DelegationViews.issuer(controlId, id, record, now, null, EXISTING_NOTICE));
        }
        records.keepBinding(caller.accountId(), controlId, ttlMs);
        return new DelegationRecords.Owned(Outcome.BRAND,
                DelegationViews.issuer(controlId, id, record, now, token, ISSUED_NOTICE));
    }

    /** Any paid key may use a delegation: the token is the credential, and it alone names the record. */
    private DelegationRecords.Used use(DelegationRecords.Manage request) {
        String token = OwnerRequests.require(request.token(), "token");
        String fingerprint = DigestFields.normalize(
                OwnerRequests.require(request.actionFingerprint(), "action_fingerprint"));
        String id = records.namedBy(token);
        long now = clock.millis();
        ScriptReply record = records.run("delegation/use", id, ScriptArgs.of("now", now)
                .and("token_hash", BearerTokens.hash(token)).and("action_fingerprint", fingerprint)).presented();
        Outcome outcome = record.change();
        return new DelegationRecords.Used(Outcome.BRAND, outcome, outcome.applied(),
                DelegationViews.holder(id, record, now));
    }

    /** check and revoke, by the issuer's control_id. */
    private Object issuer(DelegationRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        String id = records.requireBound(caller.accountId(), controlId, "delegation");
        long now = clock.millis();
        ScriptReply record = records.run("delegation/owner", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("operation", request.operation()))
                .found(() -> PublicRecords.notBound("delegation"));
        DelegationRecords.View view = DelegationViews.issuer(controlId, id, record, now, null, null);
        if (request.operation().equals("check")) {
            return new DelegationRecords.Owned(Outcome.BRAND, view);
        }
        return new DelegationRecords.Change(Outcome.BRAND, record.change(), view);
    }
}
