package dev.cairn.control.compensation;

import dev.cairn.control.ScriptReply;

/** Turns a compensation record (as a script left it) into what its owner sees at a time. */
final class CompensationViews {
    private CompensationViews() {
    }

    /** The stored status, or expired once a bound (never executed) action passes expires_at. */
    static String status(ScriptReply record, long now) {
        String stored = record.text("status");
        return stored.equals("bound") && now >= record.number("expires_at") ? "expired" : stored;
    }

    static CompensationRecords.View owner(String controlId, String id, ScriptReply record, long now,
                                          String notice) {
        String status = status(record, now);
        return new CompensationRecords.View(controlId, id, status, record.text("action_fingerprint"),
                record.text("compensation_fingerprint"), record.stamp("created_at"), record.stamp("expires_at"),
                record.stamp("executed_at"), record.stamp("compensated_at"), record.stamp("cancelled_at"),
                record.stamp("retained_until"), notice != null ? notice : notice(status));
    }

    /** What the owner may do now, by status. */
    static String notice(String status) {
        return switch (status) {
            case "bound" -> "Bound: call mark_executed with the action_fingerprint just before you perform the action,"
                    + " and perform it only if applied is true. cancel is possible until then.";
            case "executed" -> "Executed: if the action must be undone, call compensate with the"
                    + " compensation_fingerprint and perform the undo only if applied is true. Possible until"
                    + " retained_until.";
            case "compensated" -> "Compensated: the undo was granted once; no further compensate is applied.";
            case "cancelled" -> "Cancelled before execution; neither the action nor its undo is to be performed.";
            default -> "Expired before execution; the action is not to be performed under this binding.";
        };
    }

    /** Why a changing operation did nothing, or what its success means. */
    static String outcome(String operation, String outcome) {
        return switch (outcome) {
            case "applied" -> switch (operation) {
                case "mark_executed" -> "Marked executed: perform the action now. Its undo can be claimed with"
                        + " compensate until retained_until.";
                case "compensate" -> "You hold the one compensation: perform the undo now. No later compensate"
                        + " will be applied.";
                default -> "Cancelled: neither the action nor its undo is to be performed.";
            };
            case "fingerprint_mismatch" -> "Refused: this is not the bound "
                    + (operation.equals("compensate") ? "compensation" : "action") + "; nothing changed.";
            case "not_executed" -> "Refused: the action was not marked executed, so there is nothing to undo.";
            case "already_executed" -> "Refused: the action was already marked executed; do not perform it again.";
            case "already_compensated" -> "Refused: the undo was already granted to another call; do not perform"
                    + " it again.";
            case "already_cancelled" -> "Nothing changed: already cancelled.";
            default -> "Nothing changed: " + notice(outcome);
        };
    }
}
