package dev.cairn.control.quorum;

import dev.cairn.api.ActionResults;
import dev.cairn.api.Caller;
import dev.cairn.api.Ids;
import dev.cairn.api.ProblemException;
import dev.cairn.api.QuorumRequests;
import dev.cairn.api.QuorumResults;
import dev.cairn.control.BearerTokens;
import dev.cairn.control.DigestFields;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.Digests;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import redis.clients.jedis.UnifiedJedis;

/** manage_action_quorum and the member endpoints: N member links, a vote threshold, one execution right. */
public final class QuorumService {
    static final int DEFAULT_EXPIRES_IN_SECONDS = 86400;
    private static final String CREATED_NOTICE = "Quorum created. Give each member their own link from member_urls"
            + " (shown only now). Once status is approved, call consume with the action_fingerprint and perform the"
            + " action only if safe_to_execute is true.";
    private static final String CONSUMED_NOTICE = "You hold the one execution right: perform the action now."
            + " No later consume will be granted it.";
    private static final String EXISTING_NOTICE = "This control_id already created this quorum with these parameters;"
            + " member links are shown only on the creating call, so member_urls is null.";

    private final PublicRecords records;
    private final QuorumStore store;
    private final Clock clock;

    public QuorumService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.records = new PublicRecords(redis, "quorum", "qrm");
        this.store = new QuorumStore(records, scripts);
        this.clock = clock;
    }

    public Object manage(QuorumRequests.Manage request, Caller caller) {
        return switch (request.operation()) {
            case "create" -> create(request, caller);
            case "check" -> new QuorumResults.Manage(ActionResults.BRAND, ownerView(request, caller, "check").view());
            default -> change(request, caller);
        };
    }

    public QuorumResults.Public get(QuorumRequests.PublicGet request, Caller caller) {
        long now = clock.millis();
        ScriptReply record = member(request.quorumId(), request.token(), "view", now);
        return new QuorumResults.Public(ActionResults.BRAND, QuorumViews.member(request.quorumId(), record, now));
    }

    public QuorumResults.PublicDecision decide(QuorumRequests.PublicDecide request, Caller caller) {
        long now = clock.millis();
        ScriptReply record = member(request.quorumId(), request.token(), request.decision(), now);
        boolean applied = record.is("applied");
        return new QuorumResults.PublicDecision(ActionResults.BRAND, applied, applied ? null : record.outcome(),
                QuorumViews.member(request.quorumId(), record, now));
    }

    private QuorumResults.Manage create(QuorumRequests.Manage request, Caller caller) {
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
        long ttlMs = seconds * 1000L + QuorumStore.RETENTION_MS;
        String id = records.bind(caller.accountId(), request.controlId(), Ids.mint("qrm"), ttlMs);
        List<String> tokens = new ArrayList<>(members);
        for (int i = 0; i < members; i++) {
            tokens.add(BearerTokens.mint());
        }
        QuorumStore.Draft draft = new QuorumStore.Draft(params, fingerprint, request.title(), required, members,
                now + seconds * 1000L);
        ScriptReply record = store.create(id, caller.accountId(), now, draft,
                tokens.stream().map(BearerTokens::hash).toList(), ttlMs);
        OwnerRequests.requireCreated(record, "quorum");
        if (!record.is("created")) {
            return new QuorumResults.Manage(ActionResults.BRAND,
                    QuorumViews.owner(request.controlId(), id, record, now, null, EXISTING_NOTICE));
        }
        records.keepBinding(caller.accountId(), request.controlId(), ttlMs);
        List<String> links = tokens.stream().map(token -> caller.baseUrl() + "/quorum/" + id + "#" + token).toList();
        return new QuorumResults.Manage(ActionResults.BRAND,
                QuorumViews.owner(request.controlId(), id, record, now, links, CREATED_NOTICE));
    }

    private QuorumResults.Change change(QuorumRequests.Manage request, Caller caller) {
        if (request.operation().equals("consume")) {
            OwnerRequests.require(request.actionFingerprint(), "action_fingerprint");
        }
        Owned owned = ownerView(request, caller, request.operation());
        boolean applied = owned.record().is("applied");
        boolean consumed = applied && request.operation().equals("consume");
        return new QuorumResults.Change(ActionResults.BRAND, applied, applied ? null : owned.record().outcome(),
                consumed, owned.view());
    }

    private record Owned(ScriptReply record, QuorumResults.View view) {
    }

    private Owned ownerView(QuorumRequests.Manage request, Caller caller, String operation) {
        String id = records.requireBound(caller.accountId(), request.controlId(), "quorum");
        String fingerprint = request.actionFingerprint() == null ? null
                : DigestFields.normalize(request.actionFingerprint());
        long now = clock.millis();
        ScriptReply record = store.owner(id, caller.accountId(), now, operation, fingerprint);
        if (record.is("not_found")) {
            throw PublicRecords.notBound("quorum");
        }
        String notice = record.is("applied") && operation.equals("consume") ? CONSUMED_NOTICE
                : QuorumViews.notice(QuorumViews.status(record, now));
        return new Owned(record, QuorumViews.owner(request.controlId(), id, record, now, null, notice));
    }

    private ScriptReply member(String quorumId, String token, String action, long now) {
        String id = records.requireWellFormed(quorumId, "quorum");
        return store.member(id, now, BearerTokens.hash(token), action).opened("quorum");
    }
}
