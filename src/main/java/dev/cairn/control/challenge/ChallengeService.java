package dev.cairn.control.challenge;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.LinkPage;
import dev.cairn.api.Outcome;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.control.BearerTokens;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import redis.clients.jedis.UnifiedJedis;

/**
 * Veto windows bound to an action fingerprint (spec §4.6, §4.7): manage_action_challenge (create, check,
 * consume, cancel) and the link's public get and veto.
 */
public final class ChallengeService implements Family {
    static final ToolSpec MANAGE_ACTION_CHALLENGE = new ToolSpec("manage_action_challenge",
            "/v1/challenges/manage", "Open a veto window before an action",
            "A cooling-off window bound to one action_fingerprint. create returns veto_url (once; the token after #"
                    + " is the credential, stored only as a hash) for a human who may veto until veto_deadline"
                    + " (veto_window_seconds, default 300). After that the challenge is executable until"
                    + " execution_deadline (execution_window_seconds more, default 3600): consume with the same"
                    + " action_fingerprint grants safe_to_execute true exactly once. check reports the state;"
                    + " cancel withdraws a pending or executable challenge. control_id names it in your account.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();
    static final ToolSpec CHALLENGE_PUBLIC_GET = new ToolSpec("challenge_public_get",
            "/v1/challenges/public/get", "Read a challenge (veto link holder)",
            "For the page behind a veto link: the challenge's status, title, fingerprint and deadlines. Needs the"
                    + " challenge_id and the link's token, no API key; a wrong token is 403 and says nothing more.",
            Access.PUBLIC, Hints.READ_ONLY);
    static final ToolSpec CHALLENGE_PUBLIC_VETO = new ToolSpec("challenge_public_veto",
            "/v1/challenges/public/veto", "Veto an action (veto link holder)",
            "For the page behind a veto link: vetoes the action while the challenge is pending (before"
                    + " veto_deadline). A late or repeated veto changes nothing and the result says why (applied"
                    + " false, reason veto_window_closed, already_vetoed, cancelled, consumed or expired).",
            Access.PUBLIC, Hints.IDEMPOTENT_WRITE);
    static final LinkPage PAGE = new LinkPage("veto", "Veto window",
            "An agent plans to take the action below. You can veto it until the veto deadline.");

    /** How long a record stays readable after its execution deadline, before Redis collects it. */
    static final long RETENTION_MS = 7L * 24 * 60 * 60 * 1000;
    private static final String WHAT = "challenge";
    private static final String CREATED_NOTICE = "Give veto_url to the human who may veto (it is shown only now;"
            + " the token after # is the credential). ";
    private static final String EXISTING_NOTICE = "This control_id already has this challenge; veto_url is null"
            + " because the link is shown only on the call that created it. ";
    private static final String CONSUMED_NOTICE = "Execution right granted: perform the action now, exactly once.";
    private static final String CANCELLED_NOTICE = "Cancelled: the action must not be performed under this challenge.";

    private final PublicRecords records;
    private final Clock clock;

    public ChallengeService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.records = new PublicRecords(redis, scripts, "challenge", "chl", PAGE);
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_ACTION_CHALLENGE, ChallengeRecords.Manage.class, this::manage)
                .add(CHALLENGE_PUBLIC_GET, ChallengeRecords.PublicAccess.class, this::publicGet)
                .add(CHALLENGE_PUBLIC_VETO, ChallengeRecords.PublicAccess.class, this::publicVeto)
                .page(PAGE);
    }

    public Object manage(ChallengeRecords.Manage request, Caller caller) {
        String controlId = ChallengeInputs.controlId(request);
        return switch (request.operation()) {
            case "create" -> create(request, controlId, caller);
            case "check" -> check(controlId, caller);
            case "consume" -> change(controlId, caller, "consume", ChallengeInputs.fingerprint(request),
                    CONSUMED_NOTICE);
            case "cancel" -> change(controlId, caller, "cancel", null, CANCELLED_NOTICE);
            default -> throw new IllegalStateException("schema admitted operation " + request.operation());
        };
    }

    public ChallengeRecords.Public publicGet(ChallengeRecords.PublicAccess request, Caller caller) {
        ScriptReply reply = records.open(request.challengeId(), request.token(), WHAT);
        return new ChallengeRecords.Public(Outcome.BRAND,
                new ChallengeRecord(request.challengeId(), reply.fields()).publicView(clock.millis()));
    }

    public ChallengeRecords.PublicVeto publicVeto(ChallengeRecords.PublicAccess request, Caller caller) {
        String id = records.requireWellFormed(request.challengeId(), WHAT);
        long now = clock.millis();
        ScriptReply reply = records.run("challenge/veto", id, ScriptArgs.of("now", now)
                .and("token_hash", BearerTokens.hash(request.token()))).opened(WHAT);
        return new ChallengeRecords.PublicVeto(Outcome.BRAND, reply.change(),
                new ChallengeRecord(id, reply.fields()).publicView(now));
    }

    private ChallengeRecords.Owned create(ChallengeRecords.Manage request, String controlId, Caller caller) {
        ChallengeInputs.Terms terms = ChallengeInputs.terms(request);
        String token = BearerTokens.mint();
        long now = clock.millis();
        long vetoDeadline = now + terms.vetoWindowMs();
        long executionDeadline = vetoDeadline + terms.executionWindowMs();
        long ttlMs = executionDeadline - now + RETENTION_MS;
        String id = records.bind(caller.accountId(), controlId, records.mintId(), ttlMs);
        ScriptReply reply = records.run("challenge/create", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("params", terms.params())
                .and("token_hash", BearerTokens.hash(token)).and("action_fingerprint", terms.actionFingerprint())
                .and("title", terms.title()).and("veto_deadline", vetoDeadline)
                .and("execution_deadline", executionDeadline).and("ttl_ms", ttlMs));
        OwnerRequests.requireCreated(reply, WHAT);
        ChallengeRecord record = new ChallengeRecord(id, reply.fields());
        if (!reply.is("created")) {
            return new ChallengeRecords.Owned(Outcome.BRAND,
                    record.view(controlId, now, null, EXISTING_NOTICE + record.status(now).notice()));
        }
        records.keepBinding(caller.accountId(), controlId, ttlMs);
        return new ChallengeRecords.Owned(Outcome.BRAND, record.view(controlId, now,
                records.link(caller.baseUrl(), id, token), CREATED_NOTICE + record.status(now).notice()));
    }

    private ChallengeRecords.Owned check(String controlId, Caller caller) {
        long now = clock.millis();
        ChallengeRecord record = owner(controlId, caller, "check", null, now).record();
        return new ChallengeRecords.Owned(Outcome.BRAND,
                record.view(controlId, now, null, record.status(now).notice()));
    }

    /** consume or cancel; {@code appliedNotice} is the notice when it applied. */
    private ChallengeRecords.Change change(String controlId, Caller caller, String operation, String fingerprint,
                                           String appliedNotice) {
        long now = clock.millis();
        Owned owned = owner(controlId, caller, operation, fingerprint, now);
        ChallengeRecord record = owned.record();
        Outcome outcome = owned.reply().change();
        String notice = outcome.applied() ? appliedNotice
                : ChallengeStatus.refusal(outcome.reason()) + " " + record.status(now).notice();
        boolean safeToExecute = outcome.applied() && record.status(now) == ChallengeStatus.CONSUMED;
        return new ChallengeRecords.Change(Outcome.BRAND, outcome, safeToExecute,
                record.view(controlId, now, null, notice));
    }

    /** What an owner script answered, and the challenge as it left it. */
    private record Owned(ScriptReply reply, ChallengeRecord record) {
    }

    /**
     * The owner's {@code operation} (check, consume or cancel) on the challenge the caller's control_id is
     * bound to; the script checks the record's owner itself.
     */
    private Owned owner(String controlId, Caller caller, String operation, String fingerprint, long now) {
        String id = records.requireBound(caller.accountId(), controlId, WHAT);
        ScriptReply reply = records.run("challenge/owner", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("operation", operation)
                .and("action_fingerprint", fingerprint)).found(() -> PublicRecords.unknownId(WHAT));
        return new Owned(reply, new ChallengeRecord(id, reply.fields()));
    }
}
