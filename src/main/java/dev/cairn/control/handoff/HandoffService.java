package dev.cairn.control.handoff;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Outcome;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.api.DigestFields;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.handover.Handover;
import dev.cairn.control.handover.Handovers;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import redis.clients.jedis.UnifiedJedis;

/** manage_task_handoff: a task handed to another paid account, claimed with a bearer token exactly once. */
public final class HandoffService implements Family {
    static final ToolSpec MANAGE_TASK_HANDOFF = new ToolSpec("manage_task_handoff", "/v1/handoffs/manage",
            "Hand a task to another agent, claimed once",
            "create binds a new bearer token to one task_fingerprint and a claim window; the token is shown only on the"
                    + " creating call (hand it to the other party privately). claim, by a paid key of another account"
                    + " holding the token, takes the task exactly once (the creator's own key, a second claimer, a"
                    + " claim after expiry or cancel are refused); complete, by the claimer with the token, ends it."
                    + " check: the creator by control_id, the claimer by token. cancel: the creator, while open.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();

    static final int DEFAULT_EXPIRES_IN_SECONDS = 86400;
    private static final String CREATED_NOTICE = "Handoff created. Hand the token (shown only now) to the other"
            + " party privately; a paid key of another account claims it with the token, once.";
    private static final String EXISTING_NOTICE = "This control_id already created this handoff with these"
            + " parameters; the token is shown only on the creating call, so token is null.";

    private final Handovers handovers;

    public HandoffService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.handovers = new Handovers(redis, scripts, clock, "handoff", "hnd");
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_TASK_HANDOFF, HandoffRecords.Manage.class, this::manage);
    }

    public Object manage(HandoffRecords.Manage request, Caller caller) {
        return switch (request.operation()) {
            case "create" -> create(request, caller);
            case "claim" -> claimer(handovers.take(token(request), caller, Handovers.NO_TERMS), true);
            case "complete" -> claimer(handovers.party(token(request), caller, "complete"), true);
            case "check" -> request.controlId() == null && request.token() != null
                    ? claimer(handovers.party(request.token(), caller, "check"), false) : creator(request, caller);
            default -> creator(request, caller);
        };
    }

    private HandoffRecords.Owned create(HandoffRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        String fingerprint = DigestFields.normalize(OwnerRequests.require(request.taskFingerprint(), "task_fingerprint"));
        int seconds = request.expiresInSeconds() == null ? DEFAULT_EXPIRES_IN_SECONDS : request.expiresInSeconds();
        Handover handover = handovers.create(caller, controlId, fingerprint, Handovers.NO_TERMS, seconds);
        return new HandoffRecords.Owned(Outcome.BRAND, HandoffViews.creator(controlId, handover,
                handover.token() != null ? CREATED_NOTICE : EXISTING_NOTICE));
    }

    /** check and cancel, by the creator's control_id. */
    private Object creator(HandoffRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        Handover handover = handovers.owner(caller, controlId, request.operation());
        HandoffRecords.View view = HandoffViews.creator(controlId, handover, null);
        if (request.operation().equals("check")) {
            return new HandoffRecords.Owned(Outcome.BRAND, view);
        }
        return new HandoffRecords.Change(Outcome.BRAND, HandoffViews.WORDS.outcome(handover), view);
    }

    /** claim, complete and check by the token's holder: the token alone names the handoff. */
    private Object claimer(Handover handover, boolean changing) {
        HandoffRecords.ClaimerView view = HandoffViews.claimer(handover);
        if (!changing) {
            return new HandoffRecords.Seen(Outcome.BRAND, view);
        }
        return new HandoffRecords.Claimed(Outcome.BRAND, HandoffViews.WORDS.outcome(handover), view);
    }

    private static String token(HandoffRecords.Manage request) {
        return OwnerRequests.require(request.token(), "token");
    }
}
