package dev.cairn.control.challenge;

import dev.cairn.api.LinkPage;
import dev.cairn.api.ActionResults;
import dev.cairn.api.Caller;
import dev.cairn.catalog.ChallengeTools;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.api.ChallengeRequests;
import dev.cairn.api.ChallengeResults;
import dev.cairn.api.Ids;
import dev.cairn.api.ProblemException;
import dev.cairn.control.BearerTokens;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import redis.clients.jedis.UnifiedJedis;

/** Veto windows: manage_action_challenge (create, check, consume, cancel) and the link's public get and veto. */
public final class ChallengeService implements Family {
    static final LinkPage PAGE = new LinkPage("veto", "Veto window",
            "An agent plans to take the action below. You can veto it until the veto deadline.");
    private static final String CREATED_NOTICE = "Give veto_url to the human who may veto (it is shown only now;"
            + " the token after # is the credential). ";
    private static final String EXISTING_NOTICE = "This control_id already has this challenge; veto_url is null"
            + " because the link is shown only on the call that created it. ";
    private static final String CONSUMED_NOTICE = "Execution right granted: perform the action now, exactly once.";
    private static final String CANCELLED_NOTICE = "Cancelled: the action must not be performed under this challenge.";

    private final ChallengeStore store;
    private final Clock clock;

    public ChallengeService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.store = new ChallengeStore(redis, scripts);
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(ChallengeTools.MANAGE_ACTION_CHALLENGE, ChallengeRequests.Manage.class, this::manage)
                .add(ChallengeTools.CHALLENGE_PUBLIC_GET, ChallengeRequests.PublicAccess.class, this::publicGet)
                .add(ChallengeTools.CHALLENGE_PUBLIC_VETO, ChallengeRequests.PublicAccess.class, this::publicVeto)
                .page(PAGE);
    }

    public Object manage(ChallengeRequests.Manage request, Caller caller) {
        String controlId = ChallengeInputs.controlId(request);
        return switch (request.operation()) {
            case "create" -> create(request, controlId, caller);
            case "check" -> check(controlId, caller);
            case "consume" -> consume(request, controlId, caller);
            case "cancel" -> cancel(controlId, caller);
            default -> throw new IllegalStateException("schema admitted operation " + request.operation());
        };
    }

    private ChallengeResults.Manage create(ChallengeRequests.Manage request, String controlId, Caller caller) {
        ChallengeStore.Terms terms = ChallengeInputs.terms(request);
        String token = BearerTokens.mint();
        long now = clock.millis();
        ScriptReply outcome = store.create(terms, caller.accountId(), controlId, Ids.mint("chl"),
                BearerTokens.hash(token), now);
        OwnerRequests.requireCreated(outcome, "challenge");
        ChallengeRecord record = new ChallengeRecord(outcome.fields().get("id"), outcome.fields());
        return new ChallengeResults.Manage(ActionResults.BRAND, outcome.is("created")
                ? record.view(controlId, now, PAGE.link(caller.baseUrl(), record.id(), token),
                        CREATED_NOTICE + record.status(now).notice())
                : record.view(controlId, now, null, EXISTING_NOTICE + record.status(now).notice()));
    }

    private ChallengeResults.Manage check(String controlId, Caller caller) {
        long now = clock.millis();
        ChallengeRecord record = owned(controlId, caller);
        return new ChallengeResults.Manage(ActionResults.BRAND,
                record.view(controlId, now, null, record.status(now).notice()));
    }

    private ChallengeResults.Outcome consume(ChallengeRequests.Manage request, String controlId, Caller caller) {
        String fingerprint = ChallengeInputs.fingerprint(request);
        long now = clock.millis();
        ScriptReply outcome = store.consume(boundId(controlId, caller), now, caller.accountId(), fingerprint);
        return outcome(outcome, controlId, now, CONSUMED_NOTICE);
    }

    private ChallengeResults.Outcome cancel(String controlId, Caller caller) {
        long now = clock.millis();
        ScriptReply outcome = store.cancel(boundId(controlId, caller), now, caller.accountId());
        return outcome(outcome, controlId, now, CANCELLED_NOTICE);
    }

    public ChallengeResults.Public publicGet(ChallengeRequests.PublicAccess request, Caller caller) {
        String id = store.requireWellFormed(request.challengeId());
        ScriptReply outcome = store.open(id, BearerTokens.hash(request.token())).opened("challenge");
        return new ChallengeResults.Public(ActionResults.BRAND, new ChallengeRecord(id, outcome.fields())
                .publicView(clock.millis()));
    }

    public ChallengeResults.PublicVeto publicVeto(ChallengeRequests.PublicAccess request, Caller caller) {
        String id = store.requireWellFormed(request.challengeId());
        long now = clock.millis();
        ScriptReply outcome = store.veto(id, now, BearerTokens.hash(request.token())).opened("challenge");
        boolean applied = outcome.is("applied");
        return new ChallengeResults.PublicVeto(ActionResults.BRAND, applied, applied ? null : outcome.outcome(),
                new ChallengeRecord(id, outcome.fields()).publicView(now));
    }

    private ChallengeResults.Outcome outcome(ScriptReply outcome, String controlId, long now, String appliedNotice) {
        if (outcome.is("not_found")) {
            throw notFound(); // another account's, or collected since the control_id was bound
        }
        ChallengeRecord record = new ChallengeRecord(outcome.fields().get("id"), outcome.fields());
        boolean applied = outcome.is("applied");
        String notice = applied ? appliedNotice
                : ChallengeStatus.refusal(outcome.outcome()) + " " + record.status(now).notice();
        boolean safeToExecute = applied && record.status(now) == ChallengeStatus.CONSUMED;
        return new ChallengeResults.Outcome(ActionResults.BRAND, applied, applied ? null : outcome.outcome(),
                safeToExecute, record.view(controlId, now, null, notice));
    }

    /** The server id of the caller's control_id; the scripts check the record's owner themselves. */
    private String boundId(String controlId, Caller caller) {
        return store.requireBound(caller.accountId(), controlId);
    }

    private ChallengeRecord owned(String controlId, Caller caller) {
        ChallengeRecord record = store.read(boundId(controlId, caller));
        if (!record.ownedBy(caller.accountId())) {
            throw notFound();
        }
        return record;
    }

    private static ProblemException notFound() {
        return ProblemException.notFound("No challenge has this id.");
    }
}
