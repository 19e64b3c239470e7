package dev.cairn.control.approval;

import java.util.Locale;

/** The statuses of an approval request; expired is derived from expires_at, never stored. */
enum ApprovalStatus {
    PENDING("Waiting for a human to open the link and decide. Do not act on it until check_approval says approved."),
    APPROVED("A human approved this request at decided_at. The decision is final."),
    REJECTED("A human rejected this request at decided_at. Do not perform the action. The decision is final."),
    EXPIRED("Nobody decided before expires_at; the link no longer decides. Treat it as not approved."),
    CANCELLED("The request was cancelled at cancelled_at; the link no longer decides.");

    private final String notice;

    ApprovalStatus(String notice) {
        this.notice = notice;
    }

    String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    String notice() {
        return notice;
    }

    /** Why a decide or cancel changed nothing, for the result's notice. */
    static String refusal(String reason) {
        return switch (reason) {
            case "already_decided" -> "Nothing changed: this request was already decided; the first decision stands.";
            case "expired" -> "Nothing changed: this request expired at expires_at.";
            case "cancelled" -> "Nothing changed: this request was cancelled.";
            default -> throw new IllegalStateException("unknown approval refusal: " + reason);
        };
    }
}
