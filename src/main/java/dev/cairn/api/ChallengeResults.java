package dev.cairn.api;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

/** Result bodies of manage_action_challenge and its public endpoints (shapes fixed by the veto page). */
public final class ChallengeResults {
    private ChallengeResults() {
    }

    /** What the owner sees; {@code vetoUrl} only on the call that created the challenge. */
    @JsonPropertyOrder({"control_id", "challenge_id", "status", "action_fingerprint", "title", "created_at",
            "veto_deadline", "execution_deadline", "vetoed_at", "consumed_at", "cancelled_at", "veto_url", "notice"})
    public record View(String controlId, String challengeId, String status, String actionFingerprint, String title,
                       String createdAt, String vetoDeadline, String executionDeadline, String vetoedAt,
                       String consumedAt, String cancelledAt, String vetoUrl, String notice) {
    }

    /** create and check. */
    @JsonPropertyOrder({"brand"})
    public record Manage(String brand, @JsonUnwrapped View view) {
    }

    /** consume and cancel: {@code safeToExecute} is true only on the one consume that took the execution right. */
    @JsonPropertyOrder({"brand", "applied", "reason", "safe_to_execute"})
    public record Outcome(String brand, boolean applied, String reason, boolean safeToExecute,
                          @JsonUnwrapped View view) {
    }

    /** What the holder of the veto link sees. */
    @JsonPropertyOrder({"challenge_id", "status", "action_fingerprint", "title", "created_at", "veto_deadline",
            "execution_deadline", "vetoed_at"})
    public record PublicView(String challengeId, String status, String actionFingerprint, String title,
                             String createdAt, String vetoDeadline, String executionDeadline, String vetoedAt) {
    }

    @JsonPropertyOrder({"brand"})
    public record Public(String brand, @JsonUnwrapped PublicView view) {
    }

    @JsonPropertyOrder({"brand", "applied", "reason"})
    public record PublicVeto(String brand, boolean applied, String reason, @JsonUnwrapped PublicView view) {
    }
}
