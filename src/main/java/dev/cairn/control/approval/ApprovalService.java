package dev.cairn.control.approval;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.LinkPage;
import dev.cairn.api.Outcome;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.control.BearerTokens;
import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import redis.clients.jedis.UnifiedJedis;

/** Ask a human (spec §4.5): request_approval, check_approval, cancel_approval and the link's public get and decide. */
public final class ApprovalService implements Family {
    static final ToolSpec REQUEST_APPROVAL = new ToolSpec("request_approval", "/v1/approvals/request",
            "Ask a human to approve",
            "Creates a pending approval request and returns approval_url, a link for the human who decides (the"
                    + " token after # is the credential; it is shown only in this result and stored only as a hash)."
                    + " Deliver the link yourself, then poll check_approval. The link decides once: approved or"
                    + " rejected, with an optional note. It expires after expires_in_seconds (default 24 hours).",
            Access.SUBSCRIPTION, Hints.WRITE);
    static final ToolSpec CHECK_APPROVAL = new ToolSpec("check_approval", "/v1/approvals/check",
            "Check an approval request",
            "Reports an approval request's status (pending, approved, rejected, expired or cancelled), when it was"
                    + " decided and the note left with the decision. Changes nothing.",
            Access.SUBSCRIPTION, Hints.READ_ONLY).findingRecords();
    static final ToolSpec CANCEL_APPROVAL = new ToolSpec("cancel_approval", "/v1/approvals/cancel",
            "Cancel a pending approval request",
            "Withdraws a pending approval request so its link can no longer decide it. A request that is already"
                    + " decided, expired or cancelled is left as it is and the result says why (applied false).",
            Access.SUBSCRIPTION, Hints.IDEMPOTENT_WRITE).findingRecords();
    static final ToolSpec APPROVAL_PUBLIC_GET = new ToolSpec("approval_public_get",
            "/v1/approvals/public/get", "Read an approval request (link holder)",
            "For the page behind an approval link: the request's title, description, status and decision. Needs"
                    + " the approval_id and the link's token, no API key; a wrong token is 403 and says nothing more.",
            Access.PUBLIC, Hints.READ_ONLY);
    static final ToolSpec APPROVAL_PUBLIC_DECIDE = new ToolSpec("approval_public_decide",
            "/v1/approvals/public/decide", "Approve or reject (link holder)",
            "For the page behind an approval link: records the one decision (approved or rejected, optional note"
                    + " up to 500 characters) while the request is pending. Any later decision changes nothing and"
                    + " the result says why (applied false, reason already_decided, expired or cancelled).",
            Access.PUBLIC, Hints.WRITE);
    static final LinkPage PAGE = new LinkPage("approve", "Approval request",
            "Someone asked for your decision. Read the request, then approve or reject it.");

    static final int DEFAULT_EXPIRES_IN_SECONDS = 24 * 60 * 60;
    /** How long a record stays readable after its link expires, before Redis collects it. */
    static final long RETENTION_MS = 7L * 24 * 60 * 60 * 1000;
    private static final String WHAT = "approval request";
    private static final String CREATED_NOTICE = "Give approval_url to the human who decides (it is shown only"
            + " now; the token after # is the credential). Then poll check_approval until the status is not pending.";
    private static final String CANCELLED_NOTICE = "Cancelled: the link can no longer decide this request.";

    private final PublicRecords records;
    private final Clock clock;

    public ApprovalService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.records = new PublicRecords(redis, scripts, "approval", "apr", PAGE);
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(REQUEST_APPROVAL, ApprovalRecords.Request.class, this::request)
                .add(CHECK_APPROVAL, ApprovalRecords.ById.class, this::check)
                .add(CANCEL_APPROVAL, ApprovalRecords.ById.class, this::cancel)
                .add(APPROVAL_PUBLIC_GET, ApprovalRecords.PublicGet.class, this::publicGet)
                .add(APPROVAL_PUBLIC_DECIDE, ApprovalRecords.PublicDecide.class, this::publicDecide)
                .page(PAGE);
    }

    public ApprovalRecords.Created request(ApprovalRecords.Request request, Caller caller) {
        String id = records.mintId();
        String token = BearerTokens.mint();
        long now = clock.millis();
        int seconds = request.expiresInSeconds() == null ? DEFAULT_EXPIRES_IN_SECONDS : request.expiresInSeconds();
        long expiresAt = now + 1000L * seconds;
        ScriptReply created = records.run("approval/create", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("token_hash", BearerTokens.hash(token))
                .and("title", request.title()).and("description", request.description())
                .and("expires_at", expiresAt).and("ttl_ms", expiresAt - now + RETENTION_MS));
        ApprovalRecords.Details details = new ApprovalRecord(id, created.fields()).details(now, null);
        return new ApprovalRecords.Created(Outcome.BRAND, id, details.status(), details.title(),
                details.description(), details.createdAt(), details.expiresAt(),
                records.link(caller.baseUrl(), id, token), CREATED_NOTICE);
    }

    public ApprovalRecords.Check check(ApprovalRecords.ById request, Caller caller) {
        long now = clock.millis();
        ApprovalRecord record = new ApprovalRecord(request.approvalId(), owner(request, caller, "check", now).fields());
        return new ApprovalRecords.Check(Outcome.BRAND, record.details(now, record.status(now).notice()));
    }

    public ApprovalRecords.Cancel cancel(ApprovalRecords.ById request, Caller caller) {
        long now = clock.millis();
        ScriptReply reply = owner(request, caller, "cancel", now);
        ApprovalRecord record = new ApprovalRecord(request.approvalId(), reply.fields());
        Outcome outcome = reply.change();
        String notice = outcome.applied() ? CANCELLED_NOTICE
                : ApprovalStatus.refusal(outcome.reason()) + " " + record.status(now).notice();
        return new ApprovalRecords.Cancel(Outcome.BRAND, outcome, record.details(now, notice));
    }

    public ApprovalRecords.Public publicGet(ApprovalRecords.PublicGet request, Caller caller) {
        ScriptReply reply = records.open(request.approvalId(), request.token(), WHAT);
        return new ApprovalRecords.Public(Outcome.BRAND,
                new ApprovalRecord(request.approvalId(), reply.fields()).publicView(clock.millis()));
    }

    public ApprovalRecords.PublicDecision publicDecide(ApprovalRecords.PublicDecide request, Caller caller) {
        String id = records.requireWellFormed(request.approvalId(), WHAT);
        long now = clock.millis();
        ScriptReply reply = records.run("approval/decide", id, ScriptArgs.of("now", now)
                .and("token_hash", BearerTokens.hash(request.token())).and("decision", request.decision())
                .and("note", request.note())).opened(WHAT);
        return new ApprovalRecords.PublicDecision(Outcome.BRAND, reply.change(),
                new ApprovalRecord(id, reply.fields()).publicView(now));
    }

    /** The owner's {@code operation} (check or cancel) on the request; another account's is 404, as is none. */
    private ScriptReply owner(ApprovalRecords.ById request, Caller caller, String operation, long now) {
        String id = records.requireWellFormed(request.approvalId(), WHAT);
        ScriptReply reply = records.run("approval/owner", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("operation", operation))
                .found(() -> PublicRecords.unknownId(WHAT));
        return reply;
    }
}
