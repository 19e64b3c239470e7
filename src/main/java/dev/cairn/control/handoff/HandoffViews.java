package dev.cairn.control.handoff;

import dev.cairn.control.handover.Handover;
import dev.cairn.control.handover.HandoverWords;

/** Turns a handover record into what a handoff's creator or the token's holder sees, in the handoff's words. */
final class HandoffViews {
    static final HandoverWords WORDS = new HandoverWords("open", "claimed", "claimer");

    private HandoffViews() {
    }

    static HandoffRecords.View creator(String controlId, Handover handover, String notice) {
        var record = handover.record();
        String status = WORDS.status(handover);
        return new HandoffRecords.View(controlId, handover.id(), status, record.text("task_fingerprint"),
                record.stamp("created_at"), record.stamp("expires_at"), record.stamp("taken_at"),
                record.stamp("completed_at"), record.stamp("cancelled_at"), handover.token(),
                notice != null ? notice : notice(status));
    }

    static HandoffRecords.ClaimerView claimer(Handover handover) {
        var record = handover.record();
        String status = WORDS.status(handover);
        String notice = switch (record.outcome()) {
            case "applied" -> status.equals("claimed") ? "Claimed: the task is yours now; complete it with the same"
                    + " token when it is done." : "Completed.";
            case "own_record" -> "Refused: the creator's own account cannot claim its handoff.";
            case "not_taker" -> "Refused: another account claimed this handoff; only it completes the task.";
            case "not_taken" -> "Refused: the handoff is not claimed yet; claim it first.";
            default -> notice(status);
        };
        return new HandoffRecords.ClaimerView(handover.id(), status, handover.takenByCaller(),
                record.text("task_fingerprint"), record.stamp("created_at"), record.stamp("expires_at"),
                record.stamp("taken_at"), record.stamp("completed_at"), record.stamp("cancelled_at"), notice);
    }

    /** What the handoff allows now, by status. */
    static String notice(String status) {
        return switch (status) {
            case "open" -> "Open: another paid account may claim it with the token, once, until expires_at.";
            case "claimed" -> "Claimed: only the account that claimed it completes it.";
            case "completed" -> "Completed by the account that claimed it.";
            case "cancelled" -> "Cancelled by the creator; it can no longer be claimed.";
            default -> "Expired unclaimed; it can no longer be claimed.";
        };
    }
}
