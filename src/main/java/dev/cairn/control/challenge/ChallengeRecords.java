package dev.cairn.control.challenge;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;

/**
 * Request and result bodies of manage_action_challenge and its public endpoints. Requests have passed their
 * schemas; which fields an operation needs is {@link ChallengeInputs}' check (422). Result shapes are fixed
 * by the output schemas and the veto page. The link's token appears only in veto_url, on the creating call.
 */
public final class ChallengeRecords {
    private ChallengeRecords() {
    }

    public record Manage(String operation, String controlId, String actionFingerprint, Integer vetoWindowSeconds,
                         Integer executionWindowSeconds, String title) {
    }

    /** Public get and public veto share one body. */
    public record PublicAccess(String challengeId, String token) {
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
    public record Owned(String brand, @JsonUnwrapped View view) {
    }

    /** consume and cancel: {@code safeToExecute} is true only on the one consume that took the execution right. */
    @JsonPropertyOrder({"brand"})
    public record Change(String brand, @JsonUnwrapped Outcome outcome, boolean safeToExecute,
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

    @JsonPropertyOrder({"brand"})
    public record PublicVeto(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped PublicView view) {
    }
}
