package dev.cairn.control.approval;

import dev.cairn.api.LinkPage;
import dev.cairn.api.ActionResults;
import dev.cairn.api.ApprovalRequests;
import dev.cairn.api.ApprovalResults;
import dev.cairn.api.Caller;
import dev.cairn.catalog.ApprovalTools;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.api.Ids;
import dev.cairn.api.ProblemException;
import dev.cairn.control.BearerTokens;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import redis.clients.jedis.UnifiedJedis;

/** Ask a human: request_approval, check_approval, cancel_approval and the link's public get and decide. */
public final class ApprovalService implements Family {
    static final LinkPage PAGE = new LinkPage("approve", "Approval request",
            "Someone asked for your decision. Read the request, then approve or reject it.");
    static final int DEFAULT_EXPIRES_IN_SECONDS = 24 * 60 * 60;
    private static final String CREATED_NOTICE = "Give approval_url to the human who decides (it is shown only"
            + " now; the token after # is the credential). Then poll check_approval until the status is not pending.";
    private static final String CANCELLED_NOTICE = "Cancelled: the link can no longer decide this request.";

    private final ApprovalStore store;
    private final Clock clock;

    public ApprovalService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.store = new ApprovalStore(redis, scripts);
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(ApprovalTools.REQUEST_APPROVAL, ApprovalRequests.Request.class, this::request)
                .add(ApprovalTools.CHECK_APPROVAL, ApprovalRequests.ById.class, this::check)
                .add(ApprovalTools.CANCEL_APPROVAL, ApprovalRequests.ById.class, this::cancel)
                .add(ApprovalTools.APPROVAL_PUBLIC_GET, ApprovalRequests.PublicGet.class, this::publicGet)
                .add(ApprovalTools.APPROVAL_PUBLIC_DECIDE, ApprovalRequests.PublicDecide.class, this::publicDecide)
                .page(PAGE);
    }

    public ApprovalResults.Created request(ApprovalRequests.Request request, Caller caller) {
        String id = Ids.mint("apr");
        String token = BearerTokens.mint();
        long now = clock.millis();
        int seconds = request.expiresInSeconds() == null ? DEFAULT_EXPIRES_IN_SECONDS : request.expiresInSeconds();
        ScriptReply created = store.create(id, caller.accountId(), BearerTokens.hash(token), request.title(),
                request.description(), now, now + 1000L * seconds);
        ApprovalResults.Details details = new ApprovalRecord(id, created.fields()).details(now, null);
        return new ApprovalResults.Created(ActionResults.BRAND, id, details.status(), details.title(),
                details.description(), details.createdAt(), details.expiresAt(),
                PAGE.link(caller.baseUrl(), id, token), CREATED_NOTICE);
    }

    public ApprovalResults.Check check(ApprovalRequests.ById request, Caller caller) {
        String id = store.requireWellFormed(request.approvalId());
        long now = clock.millis();
        ApprovalRecord record = store.read(id);
        if (!record.ownedBy(caller.accountId())) {
            throw notFound();
        }
        return new ApprovalResults.Check(ActionResults.BRAND, record.details(now, record.status(now).notice()));
    }

    public ApprovalResults.Cancel cancel(ApprovalRequests.ById request, Caller caller) {
        String id = store.requireWellFormed(request.approvalId());
        long now = clock.millis();
        ScriptReply outcome = store.cancel(id, now, caller.accountId());
        if (outcome.is("not_found")) {
            throw notFound();
        }
        ApprovalRecord record = new ApprovalRecord(id, outcome.fields());
        boolean applied = outcome.is("applied");
        String notice = applied ? CANCELLED_NOTICE
                : ApprovalStatus.refusal(outcome.outcome()) + " " + record.status(now).notice();
        return new ApprovalResults.Cancel(ActionResults.BRAND, applied, applied ? null : outcome.outcome(),
                record.details(now, notice));
    }

    public ApprovalResults.Public publicGet(ApprovalRequests.PublicGet request, Caller caller) {
        String id = store.requireWellFormed(request.approvalId());
        ScriptReply outcome = store.open(id, BearerTokens.hash(request.token())).opened("approval request");
        return new ApprovalResults.Public(ActionResults.BRAND,
                new ApprovalRecord(id, outcome.fields()).publicView(clock.millis()));
    }

    public ApprovalResults.PublicDecision publicDecide(ApprovalRequests.PublicDecide request, Caller caller) {
        String id = store.requireWellFormed(request.approvalId());
        long now = clock.millis();
        ScriptReply outcome = store.decide(id, now, BearerTokens.hash(request.token()), request.decision(),
                request.note()).opened("approval request");
        boolean applied = outcome.is("applied");
        return new ApprovalResults.PublicDecision(ActionResults.BRAND, applied, applied ? null : outcome.outcome(),
                new ApprovalRecord(id, outcome.fields()).publicView(now));
    }

    private static ProblemException notFound() {
        return ProblemException.notFound("No approval request has this id.");
    }
}
