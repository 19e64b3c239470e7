package dev.cairn.control.delegation;

import dev.cairn.control.ScriptReply;

/** Turns a delegation record (as a script left it) into what the issuer or the token's holder sees at a time. */
final class DelegationViews {
    private DelegationViews() {
    }

    /** The stored status, or expired once an active delegation passes expires_at. */
    static String status(ScriptReply record, long now) {
        String stored = record.text("status");
        return stored.equals("active") && now >= record.number("expires_at") ? "expired" : stored;
    }

    /** How many more uses will be allowed: none unless the delegation is active. */
    static long usesLeft(ScriptReply record, String status) {
        return status.equals("active") ? record.number("max_uses") - record.number("uses") : 0;
    }

    static DelegationRecords.View issuer(String controlId, String id, ScriptReply record, long now, String token,
                                         String notice) {
        String status = status(record, now);
        return new DelegationRecords.View(controlId, id, status, record.text("action_fingerprint"),
                record.number("max_uses"), record.number("uses"), usesLeft(record, status),
                record.stamp("created_at"), record.stamp("expires_at"), record.stamp("last_used_at"),
                record.stamp("exhausted_at"), record.stamp("revoked_at"), token,
                notice != null ? notice : notice(status));
    }

    static DelegationRecords.UseView holder(String id, ScriptReply record, long now) {
        String status = status(record, now);
        String notice = record.is("applied") ? "Allowed: perform the action once now."
                : record.is("fingerprint_mismatch") ? "Refused: this token allows another action; nothing was counted."
                : notice(status);
        return new DelegationRecords.UseView(id, status, record.number("max_uses"), record.number("uses"),
                usesLeft(record, status), record.stamp("expires_at"), notice);
    }

    /** What the delegation allows now, by status. */
    static String notice(String status) {
        return switch (status) {
            case "active" -> "Active: each use with the token and the same action_fingerprint is counted while uses"
                    + " are left.";
            case "exhausted" -> "Exhausted: every use was taken; no further use is allowed.";
            case "revoked" -> "Revoked by the issuer; no further use is allowed.";
            default -> "Expired; no further use is allowed.";
        };
    }
}
