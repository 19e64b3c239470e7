package dev.cairn.control.quorum;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.LinkPage;
import dev.cairn.api.Outcome;
import dev.cairn.api.ProblemException;
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
import java.util.ArrayList;
import java.util.List;
import redis.clients.jedis.UnifiedJedis;

/** manage_action_quorum and the member endpoints: N member links, a vote threshold, one execution right. */
public final class QuorumService implements Family {
    static final ToolSpec MANAGE_ACTION_QUORUM = new ToolSpec("manage_action_quorum", "/v1/quorums/manage",
            "Require a quorum of human approvals",
            "Binds an action_fingerprint to a quorum of member_count people, of whom required_votes must approve."
                    + " create returns one private link per member (only on the creating call; deliver them yourself);"
                    + " each member decides once before expiry. check shows the counts and each member's decision;"
                    + " consume, once the quorum is approved, grants the one execution right (safe_to_execute true"
                    + " exactly once) for the same action_fingerprint; cancel ends an open or approved quorum.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();
    static final ToolSpec QUORUM_PUBLIC_GET = new ToolSpec("quorum_public_get", "/v1/quorums/public/get",
            "View a quorum as a member",
            "The quorum state and this member's own decision, for the holder of a member link. No API key; the member"
                    + " token is the credential. A wrong token is 403.",
            Access.PUBLIC, Hints.READ_ONLY);
    static final ToolSpec QUORUM_PUBLIC_DECIDE = new ToolSpec("quorum_public_decide", "/v1/quorums/public/decide",
            "Decide as a quorum member",
            "Records this member's one decision (approved or rejected) while the quorum is open and unexpired. A repeat"
                    + " or late decision changes nothing and says why.",
            Access.PUBLIC, Hints.WRITE);
    static final LinkPage PAGE = new LinkPage("quorum", "Quorum vote",
            "This action needs several approvals before it may run. Your vote counts once.");

    static final int DEFAULT_EXPIRES_IN_SECONDS = 86400;
    /** How long a quorum stays readable after it expires, before Redis collects it. */
    static final long RETENTION_MS = 7L * 24 * 60 * 60 * 1000;
    private static final String CREATED_NOTICE = "Quorum created. Give each member their own link from member_urls"
            + " (shown only now). Once status is approved, call consume with the action_fingerprint and perform the"
            + " action only if safe_to_execute is true.";
    private static final String CONSUMED_NOTICE = "You hold the one execution right: perform the action now."
            + " No later consume will be granted it.";
    private static final String EXISTING_NOTICE = "This control_id already created this quorum with these parameters;"
            + " member links are shown only on the creating call, so member_urls is null.";

    private final PublicRecords records;
    private final Clock clock;

    public QuorumService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.records = new PublicRecords(redis, scripts, "quorum", "qrm", PAGE);
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_ACTION_QUORUM, QuorumRecords.Manage.class, this::manage)
                .add(QUORUM_PUBLIC_GET, QuorumRecords.PublicGet.class, this::get)
                .add(QUORUM_PUBLIC_DECIDE, QuorumRecords.PublicDecide.class, this::decide)
                .page(PAGE);
    }

    public Object manage(QuorumRecords.Manage request, Caller caller) {
        return switch (request.operation()) {
            case "create" -> create(request, caller);
            case "check" -> new QuorumRecords.Owned(Outcome.BRAND, ownerView(request, caller, "check").view());
            default -> change(request, caller);
        };
    }

    public QuorumRecords.Public get(QuorumRecords.PublicGet request, Caller caller) {
        long now = clock.millis();
        ScriptReply record = member(request.quorumId(), request.token(), "view", now);
        return new QuorumRecords.Public(Outcome.BRAND, QuorumViews.member(request.quorumId(), record, now));
    }

    public QuorumRecords.PublicDecision decide(QuorumRecords.PublicDecide request, Caller caller) {
        long now = clock.millis();
        ScriptReply record = member(request.quorumId(), request.token(), request.decision(), now);
        return new QuorumRecords.PublicDecision(Outcome.BRAND, record.change(),
                QuorumViews.member(request.quorumId(), record, now));
    }

    private QuorumRecords.Owned create(QuorumRecords.Manage request, Caller caller) {
        String fingerprint = DigestFields.normalize(
                OwnerRequests.require(request.actionFingerprint(), "action_fingerprint"));
        int required = OwnerRequests.require(request.requiredVotes(), "required_votes");
        int members = OwnerRequests.require(request.memberCount(), "member_count");
        if (required > members) {
            throw ProblemException.unprocessable("required_votes_exceed_members",
                    "required_votes cannot be more than member_count.", "/required_votes");
        }
        int seconds = request.expiresInSeconds() == null ? DEFAULT_EXPIRES_IN_SECONDS : request.expiresInSeconds();
        String params = Digests.sha256Hex(String.join("\n", fingerprint, Integer.toString(required),
                Integer.toString(members), Integer.toString(seconds),
                request.title() == null ? "" : "title:" + request.title()));
        long now = clock.millis();
        long ttlMs = seconds * 1000L + RETENTION_MS;
        String id = records.bind(caller.accountId(), request.controlId(), records.mintId(), ttlMs);
        List<String> tokens = new ArrayList<>(members);
        for (int i = 0; i < members; i++) {
            tokens.add(BearerTokens.mint());
        }
        ScriptReply record = records.run("quorum/create", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("params", params).and("action_fingerprint", fingerprint)
                .and("title", request.title()).and("required_votes", required).and("member_count", members)
                .and("expires_at", now + seconds * 1000L).and("ttl_ms", ttlMs)
                .and("member_hashes", tokens.stream().map(BearerTokens::hash).toList()));
        OwnerRequests.requireCreated(record, "quorum");
        if (!record.is("created")) {
            return new QuorumRecords.Owned(Outcome.BRAND,
                    QuorumViews.owner(request.controlId(), id, record, now, null, EXISTING_NOTICE));
        }
        records.keepBinding(caller.accountId(), request.controlId(), ttlMs);
        List<String> links = tokens.stream().map(token -> records.link(caller.baseUrl(), id, token)).toList();
        return new QuorumRecords.Owned(Outcome.BRAND,
                QuorumViews.owner(request.controlId(), id, record, now, links, CREATED_NOTICE));
    }

    private QuorumRecords.Change change(QuorumRecords.Manage request, Caller caller) {
        if (request.operation().equals("consume")) {
            OwnerRequests.require(request.actionFingerprint(), "action_fingerprint");
        }
        Owned owned = ownerView(request, caller, request.operation());
        Outcome outcome = owned.record().change();
        boolean consumed = outcome.applied() && request.operation().equals("consume");
        return new QuorumRecords.Change(Outcome.BRAND, outcome, consumed, owned.view());
    }

    private record Owned(ScriptReply record, QuorumRecords.View view) {
    }

    private Owned ownerView(QuorumRecords.Manage request, Caller caller, String operation) {
        String id = records.requireBound(caller.accountId(), request.controlId(), "quorum");
        String fingerprint = request.actionFingerprint() == null ? null
                : DigestFields.normalize(request.actionFingerprint());
        long now = clock.millis();
        ScriptReply record = records.run("quorum/owner", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("operation", operation)
                .and("action_fingerprint", fingerprint)).found(() -> PublicRecords.notBound("quorum"));
        String notice = record.is("applied") && operation.equals("consume") ? CONSUMED_NOTICE
                : QuorumViews.notice(QuorumViews.status(record, now));
        return new Owned(record, QuorumViews.owner(request.controlId(), id, record, now, null, notice));
    }

    /** {@code action}: view, approved or rejected. */
    private ScriptReply member(String quorumId, String token, String action, long now) {
        String id = records.requireWellFormed(quorumId, "quorum");
        return records.run("quorum/member", id, ScriptArgs.of("now", now)
                .and("token_hash", BearerTokens.hash(token)).and("action", action)).opened("quorum");
    }
}
