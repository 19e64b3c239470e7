package dev.cairn.control.lease;

import dev.cairn.control.ScriptReply;

/** Turns a resource's record (as a script left it, or as read) into what the caller sees at a given time. */
final class LeaseViews {
    private LeaseViews() {
    }

    /** free, held, expired (lapsed at expires_at: free again) or released; times decide, not key expiry. */
    static String status(ScriptReply record, long now) {
        String stored = record.text("status");
        if (stored == null) {
            return "free";
        }
        if (stored.equals("released")) {
            return "released";
        }
        return now < record.number("expires_at") ? "held" : "expired";
    }

    /** {@code leaseToken}: the token just minted, for the acquire that granted the lease only. */
    static LeaseRecords.View view(String resourceKey, ScriptReply record, long now, String leaseToken,
                                  String notice) {
        Long ttlMs = record.number("ttl_ms");
        return new LeaseRecords.View(resourceKey, status(record, now), leaseToken, record.number("fencing_token"),
                record.stamp("acquired_at"), record.stamp("expires_at"), record.stamp("released_at"),
                ttlMs == null ? null : ttlMs / 1000, notice);
    }

    /** What to do next, by status. */
    static String notice(String status) {
        return switch (status) {
            case "free" -> "No lease was ever granted on this resource (or it was forgotten); acquire would take it.";
            case "held" -> "Held until expires_at. Only the holder's lease_token releases or renews it.";
            case "expired" -> "The last lease lapsed at expires_at; acquire would take the resource with a higher"
                    + " fencing_token.";
            default -> "The last lease was released; acquire would take the resource with a higher fencing_token.";
        };
    }

    /** Why acquire or release changed nothing. */
    static String refusal(String reason) {
        return switch (reason) {
            case "held" -> "Nothing changed: another holder has this lease until expires_at. Try again after it.";
            case "not_held" -> "Nothing changed: no lease was ever granted on this resource (or it was forgotten).";
            case "token_mismatch" -> "Nothing changed: lease_token is not the token of the current or last lease.";
            case "already_released" -> "Nothing changed: this lease was already released.";
            case "expired" -> "Nothing changed: your lease lapsed at expires_at and the resource is free; writes you"
                    + " make now may be refused by their fencing_token.";
            default -> throw new IllegalStateException("unknown outcome of a lease script: " + reason);
        };
    }
}
