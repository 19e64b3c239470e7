package dev.cairn.control.contextstatus;

import dev.cairn.control.ScriptReply;
import dev.cairn.control.contextstatus.ContextStatusRecords.Chain;
import dev.cairn.control.contextstatus.ContextStatusRecords.Hop;
import java.util.List;

/** Turns a context status record (as a script left it) into what its owner sees at a time. */
final class ContextStatusViews {
    private ContextStatusViews() {
    }

    /** The stored status, or expired once an active or disputed context reaches expires_at. */
    static String status(ScriptReply record, long now) {
        String stored = record.text("status");
        boolean lapsing = stored.equals("active") || stored.equals("disputed");
        return lapsing && now >= record.number("expires_at") ? "expired" : stored;
    }

    static ContextStatusRecords.View owner(ScriptReply record, long now, String notice) {
        String status = status(record, now);
        return new ContextStatusRecords.View(record.text("control_id"), record.text("id"), status,
                record.text("context_digest"), record.text("reason_code"), record.text("successor_digest"),
                record.stamp("published_at"), record.stamp("expires_at"), record.stamp("disputed_at"),
                record.stamp("resolved_at"), record.stamp("superseded_at"), record.stamp("revoked_at"),
                record.stamp("retained_until"), notice != null ? notice : notice(status));
    }

    /** The chain after {@code record}: its hops, and the current context unless the walk stopped at its bound. */
    static Chain chain(ScriptReply record, List<Hop> hops, boolean truncated, long now) {
        if (truncated) {
            return new Chain(hops, true, null, null);
        }
        Hop current = hops.isEmpty() ? new Hop(record.text("context_digest"), status(record, now))
                : hops.get(hops.size() - 1);
        return new Chain(hops, false, current.contextDigest(), current.status());
    }

    /** What a consumer of the context should do, by status. */
    static String notice(String status) {
        return switch (status) {
            case "active" -> "Active: the context may be used until expires_at.";
            case "superseded" -> "Superseded: use successor_digest instead (check follows the chain to the"
                    + " current context).";
            case "disputed" -> "Disputed: do not rely on this context until the dispute is resolved (publish again)"
                    + " or it is revoked.";
            case "revoked" -> "Revoked: do not use this context any more.";
            default -> "Expired: the context is no longer vouched for.";
        };
    }

    /** Why a changing operation did nothing, or what its success means. */
    static String outcome(String operation, ScriptReply reply, String status) {
        return switch (reply.outcome()) {
            case "applied" -> switch (operation) {
                case "publish" -> reply.detail().equals("resolved")
                        ? "Dispute resolved: the context is active again." : "Published: the context is active.";
                case "supersede" -> "Superseded by successor_digest.";
                case "dispute" -> "Disputed: consumers see that this context is contested.";
                default -> "Revoked: final; nothing changes this context any more.";
            };
            case "already_active" -> "Nothing changed: this control_id already published this context; it is active.";
            case "already_superseded" -> "Nothing changed: already superseded; successor_digest stands.";
            case "already_disputed" -> "Nothing changed: already disputed.";
            case "already_revoked" -> "Nothing changed: already revoked.";
            case "successor_is_self" -> "Refused: a context cannot supersede itself.";
            case "successor_not_published" -> "Refused: publish the successor first (under its own control_id).";
            case "successor_not_active" -> "Refused: only an active context can be the successor.";
            default -> "Nothing changed: " + notice(status);
        };
    }
}
