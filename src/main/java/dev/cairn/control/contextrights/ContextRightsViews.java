package dev.cairn.control.contextrights;

import dev.cairn.control.ScriptReply;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/** The rights in their canonical order, and a grant (as a script left it) as its owner sees it at a time. */
final class ContextRightsViews {
    /** Every right, in the order grants store and show them. */
    static final List<String> RIGHTS = List.of("read", "summarize", "derive", "redistribute", "train", "commercial");

    private ContextRightsViews() {
    }

    /** The requested rights in canonical order, so that the same set is always the same grant. */
    static List<String> canonical(List<String> rights) {
        return rights.stream().sorted(Comparator.comparingInt(RIGHTS::indexOf)).toList();
    }

    /** The stored status, or expired once an active grant reaches expires_at. */
    static String status(ScriptReply record, long now) {
        String stored = record.text("status");
        return stored.equals("active") && now >= record.number("expires_at") ? "expired" : stored;
    }

    static ContextRightsRecords.View owner(String controlId, String id, ScriptReply record, long now,
                                           String notice) {
        String status = status(record, now);
        return new ContextRightsRecords.View(controlId, id, status, record.text("context_digest"),
                record.text("policy_digest"), Arrays.asList(record.text("rights").split(" ")),
                record.stamp("issued_at"), record.stamp("expires_at"), record.stamp("revoked_at"),
                record.stamp("retained_until"), notice != null ? notice : notice(status));
    }

    static String notice(String status) {
        return switch (status) {
            case "active" -> "Active: evaluate a right before exercising it; only granted true allows it.";
            case "revoked" -> "Revoked: no right of this grant may be exercised any more.";
            default -> "Expired: no right of this grant may be exercised any more.";
        };
    }

    /** The answer of evaluate, by the script's outcome. */
    static String evaluation(String outcome, String right) {
        return switch (outcome) {
            case "granted" -> "Granted: you may " + right + " this context now.";
            case "not_granted" -> "Not granted: this grant does not include " + right + ".";
            case "context_mismatch" -> "Not granted: the grant is on another context_digest.";
            case "policy_mismatch" -> "Not granted: the grant is under another policy_digest.";
            default -> "Not granted: " + notice(outcome);
        };
    }

    static String revocation(String outcome) {
        return switch (outcome) {
            case "applied" -> "Revoked: from now on evaluate grants nothing.";
            case "already_revoked" -> "Nothing changed: already revoked.";
            default -> "Nothing changed: " + notice(outcome);
        };
    }
}
