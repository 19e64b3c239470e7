package dev.cairn.control.taskcontract;

import dev.cairn.control.handover.Handover;
import dev.cairn.control.handover.HandoverWords;

/** Turns a handover record into what a contract's offerer or the token's holder sees, in the contract's words. */
final class ContractViews {
    static final HandoverWords WORDS = new HandoverWords("offered", "accepted", "acceptor");

    private ContractViews() {
    }

    static ContractRecords.View offerer(String controlId, Handover handover, String notice) {
        var record = handover.record();
        String status = WORDS.status(handover);
        return new ContractRecords.View(controlId, handover.id(), status, record.text("task_fingerprint"),
                record.text("terms_digest"), record.stamp("created_at"), record.stamp("expires_at"),
                record.stamp("taken_at"), record.stamp("completed_at"), record.stamp("cancelled_at"),
                handover.token(), notice != null ? notice : notice(status));
    }

    static ContractRecords.AcceptorView acceptor(Handover handover) {
        var record = handover.record();
        String status = WORDS.status(handover);
        String notice = switch (record.outcome()) {
            case "applied" -> status.equals("accepted") ? "Accepted on the pinned terms: the task is yours now;"
                    + " complete it with the same token when it is done." : "Completed.";
            case "own_record" -> "Refused: the offerer's own account cannot accept its offer.";
            case "terms_mismatch" -> "Refused: terms_digest is not the digest the offer pinned; nothing was accepted.";
            case "not_taker" -> "Refused: another account accepted this contract; only it completes the task.";
            case "not_taken" -> "Refused: the contract is not accepted yet; accept it first.";
            default -> notice(status);
        };
        return new ContractRecords.AcceptorView(handover.id(), status, handover.takenByCaller(),
                record.text("task_fingerprint"), record.text("terms_digest"), record.stamp("created_at"),
                record.stamp("expires_at"), record.stamp("taken_at"), record.stamp("completed_at"),
                record.stamp("cancelled_at"), notice);
    }

    /** What the contract allows now, by status. */
    static String notice(String status) {
        return switch (status) {
            case "offered" -> "Offered: another paid account may accept it with the token and the pinned"
                    + " terms_digest, once, until expires_at.";
            case "accepted" -> "Accepted: only the account that accepted it completes it.";
            case "completed" -> "Completed by the account that accepted it.";
            case "cancelled" -> "Cancelled by the offerer; it can no longer be accepted.";
            default -> "Expired unaccepted; it can no longer be accepted.";
        };
    }
}
