package dev.cairn.control.challenge;

import java.util.Locale;

/** The statuses of a challenge; pending, executable and expired derive from the deadlines, never stored. */
enum ChallengeStatus {
    PENDING("The veto window is open until veto_deadline: do not perform the action yet. After the deadline,"
            + " consume with the same action_fingerprint and perform it only if safe_to_execute is true."),
    EXECUTABLE("Nobody vetoed before veto_deadline. Consume with the same action_fingerprint before"
            + " execution_deadline; perform the action only if that result says safe_to_execute true."),
    CONSUMED("The execution right was taken at consumed_at. Do not perform the action again."),
    VETOED("A human vetoed this action at vetoed_at. Do not perform it."),
    CANCELLED("The challenge was cancelled at cancelled_at. Do not perform the action under it."),
    EXPIRED("The execution window closed at execution_deadline without a consume. Do not perform the action"
            + " under this challenge.");

    private final String notice;

    ChallengeStatus(String notice) {
        this.notice = notice;
    }

    String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    String notice() {
        return notice;
    }

    /** Why a consume, cancel or veto changed nothing, for the result's notice. */
    static String refusal(String reason) {
        return switch (reason) {
            case "fingerprint_mismatch" -> "Nothing changed: action_fingerprint is not the fingerprint this"
                    + " challenge is bound to.";
            case "veto_window_open" -> "Nothing changed: the veto window is still open.";
            case "already_consumed", "consumed" -> "Nothing changed: the execution right was already taken.";
            case "vetoed", "already_vetoed" -> "Nothing changed: the action was vetoed.";
            case "cancelled", "already_cancelled" -> "Nothing changed: the challenge was cancelled.";
            case "expired" -> "Nothing changed: the execution window has closed.";
            case "veto_window_closed" -> "Nothing changed: the veto window closed at veto_deadline.";
            default -> throw new IllegalStateException("unknown challenge refusal: " + reason);
        };
    }
}
