package dev.cairn.control.taskcontract;

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

/**
 * manage_task_contract: a task offered on pinned terms to another paid account, accepted with a bearer token and
 * the same terms_digest exactly once. The machine is the handoff's ({@link Handovers}) with terms.
 */
public final class ContractService implements Family {
    static final ToolSpec MANAGE_TASK_CONTRACT = new ToolSpec("manage_task_contract", "/v1/task-contracts/manage",
            "Offer a task on pinned terms, accepted once",
            "offer binds a new bearer token to one task_fingerprint, one terms_digest and an acceptance window; the"
                    + " token is shown only on the offering call (hand it to the other party privately). accept, by a"
                    + " paid key of another account holding the token and presenting the same terms_digest, takes the"
                    + " task exactly once (other terms are refused with terms_mismatch); complete, by the acceptor with"
                    + " the token, ends it. check: the offerer by control_id, the acceptor by token. cancel: the"
                    + " offerer, before acceptance.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();

    static final int DEFAULT_EXPIRES_IN_SECONDS = 86400;
    private static final String OFFERED_NOTICE = "Contract offered. Hand the token (shown only now) and the terms"
            + " to the other party privately; a paid key of another account accepts with the token and the same"
            + " terms_digest, once.";
    private static final String EXISTING_NOTICE = "This control_id already offered this contract with these"
            + " parameters; the token is shown only on the offering call, so token is null.";

    private final Handovers handovers;

    public ContractService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.handovers = new Handovers(redis, scripts, clock, "contract", "tct");
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_TASK_CONTRACT, ContractRecords.Manage.class, this::manage);
    }

    public Object manage(ContractRecords.Manage request, Caller caller) {
        return switch (request.operation()) {
            case "offer" -> offer(request, caller);
            case "accept" -> acceptor(handovers.take(token(request), caller, terms(request)), true);
            case "complete" -> acceptor(handovers.party(token(request), caller, "complete"), true);
            case "check" -> request.controlId() == null && request.token() != null
                    ? acceptor(handovers.party(request.token(), caller, "check"), false) : offerer(request, caller);
            default -> offerer(request, caller);
        };
    }

    private ContractRecords.Owned offer(ContractRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        String fingerprint = DigestFields.normalize(OwnerRequests.require(request.taskFingerprint(), "task_fingerprint"));
        String terms = terms(request);
        int seconds = request.expiresInSeconds() == null ? DEFAULT_EXPIRES_IN_SECONDS : request.expiresInSeconds();
        Handover handover = handovers.create(caller, controlId, fingerprint, terms, seconds);
        return new ContractRecords.Owned(Outcome.BRAND, ContractViews.offerer(controlId, handover,
                handover.token() != null ? OFFERED_NOTICE : EXISTING_NOTICE));
    }

    /** check and cancel, by the offerer's control_id. */
    private Object offerer(ContractRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        Handover handover = handovers.owner(caller, controlId, request.operation());
        ContractRecords.View view = ContractViews.offerer(controlId, handover, null);
        if (request.operation().equals("check")) {
            return new ContractRecords.Owned(Outcome.BRAND, view);
        }
        return new ContractRecords.Change(Outcome.BRAND, ContractViews.WORDS.outcome(handover), view);
    }

    /** accept, complete and check by the token's holder: the token alone names the contract. */
    private Object acceptor(Handover handover, boolean changing) {
        ContractRecords.AcceptorView view = ContractViews.acceptor(handover);
        if (!changing) {
            return new ContractRecords.Seen(Outcome.BRAND, view);
        }
        return new ContractRecords.Accepted(Outcome.BRAND, ContractViews.WORDS.outcome(handover), view);
    }

    private static String token(ContractRecords.Manage request) {
        return OwnerRequests.require(request.token(), "token");
    }

    private static String terms(ContractRecords.Manage request) {
        return DigestFields.normalize(OwnerRequests.require(request.termsDigest(), "terms_digest"));
    }
}
