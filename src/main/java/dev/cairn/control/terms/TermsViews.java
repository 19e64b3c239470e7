package dev.cairn.control.terms;

import dev.cairn.control.ScriptReply;

/** Turns a terms pin (as a script left it) into what its owner sees at a time, and a comparison into a verdict. */
final class TermsViews {
    private TermsViews() {
    }

    /** The stored status, or expired once a pin that was not revoked reaches expires_at. */
    static String status(ScriptReply record, long now) {
        String stored = record.text("status");
        return stored.equals("pinned") && now >= record.number("expires_at") ? "expired" : stored;
    }

    static TermsRecords.View owner(String controlId, String id, ScriptReply record, long now, String notice) {
        String status = status(record, now);
        return new TermsRecords.View(controlId, id, status, TermsFields.pinned(record.text("pinned")),
                record.text("terms_digest"), record.text("interface_digest"), record.text("counterparty_fingerprint"),
                versionLabel(record), record.stamp("created_at"), record.stamp("expires_at"),
                record.stamp("revoked_at"), notice != null ? notice : notice(status));
    }

    /** The pinned label as given, an empty one too (text() reads an empty field as none). */
    private static String versionLabel(ScriptReply record) {
        return TermsFields.pinned(record.text("pinned")).contains("version_label")
                ? record.fields().get("version_label") : null;
    }

    /**
     * Why a check does not match, or null when it does: the pin's own state first (a revoked or expired pin
     * vouches for nothing), then an empty comparison, then drift, then fields the pin never held.
     */
    static String mismatch(String status, TermsFields.Comparison comparison) {
        if (!status.equals("pinned")) {
            return status;
        } else if (comparison.compared().isEmpty()) {
            return "nothing_compared";
        } else if (!comparison.drifted().isEmpty()) {
            return "drifted";
        } else if (!comparison.notPinned().isEmpty()) {
            return "not_pinned";
        }
        return null;
    }

    static String notice(String status) {
        return switch (status) {
            case "pinned" -> "Pinned: before acting under these terms, call check with what the counterparty offers"
                    + " now and proceed only if matches is true.";
            case "revoked" -> "Revoked: this pin vouches for nothing any more; pin the terms again under a new"
                    + " control_id if they still hold.";
            default -> "Expired: this pin vouches for nothing any more; pin the terms again under a new control_id"
                    + " if they still hold.";
        };
    }

    /** What a check's verdict means for the caller. */
    static String checkNotice(String reason) {
        if (reason == null) {
            return "Matches: every field you supplied is what was pinned.";
        }
        return switch (reason) {
            case "drifted" -> "Drifted: the fields named in drifted differ from the pin. Do not proceed under the"
                    + " pinned terms without agreeing to the new ones.";
            case "not_pinned" -> "Not pinned: the fields named in not_pinned were not part of the pin, so nothing"
                    + " vouches for them.";
            case "nothing_compared" -> "Nothing compared: supply the fields to compare (terms_digest,"
                    + " interface_digest, counterparty_fingerprint, version_label, price_minor, currency).";
            default -> notice(reason);
        };
    }

    /** Why a revoke did nothing, or what its success means. */
    static String revokeNotice(String outcome) {
        return switch (outcome) {
            case "applied" -> "Revoked: checks of this pin no longer match.";
            case "already_revoked" -> "Nothing changed: already revoked.";
            default -> "Nothing changed: " + notice(outcome);
        };
    }
}
