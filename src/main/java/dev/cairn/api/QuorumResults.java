package dev.cairn.api;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;

/** Result bodies of the quorum endpoints. Member tokens appear only inside member_urls, on the creating call. */
public final class QuorumResults {
    private QuorumResults() {
    }

    /** One member's decision as the owner sees it: which member, never their token. */
    @JsonPropertyOrder({"member", "decision", "decided_at"})
    public record MemberDecision(int member, String decision, String decidedAt) {
    }

    @JsonPropertyOrder({"control_id", "quorum_id", "status", "action_fingerprint", "title", "required_votes",
            "member_count", "approvals", "rejections", "created_at", "expires_at", "decided_at", "consumed_at",
            "cancelled_at", "decisions", "member_urls", "notice"})
    public record View(String controlId, String quorumId, String status, String actionFingerprint, String title,
                       int requiredVotes, int memberCount, int approvals, int rejections, String createdAt,
                       String expiresAt, String decidedAt, String consumedAt, String cancelledAt,
                       List<MemberDecision> decisions, List<String> memberUrls, String notice) {
    }

    /** create and check. */
    @JsonPropertyOrder({"brand"})
    public record Manage(String brand, @JsonUnwrapped View quorum) {
    }

    /** consume and cancel; {@code safe_to_execute} is true once, for the consume that took the execution right. */
    @JsonPropertyOrder({"brand", "applied", "reason", "safe_to_execute"})
    public record Change(String brand, boolean applied, String reason, boolean safeToExecute,
                         @JsonUnwrapped View quorum) {
    }

    /** What a member link shows: the quorum and this member's own decision. */
    @JsonPropertyOrder({"quorum_id", "status", "title", "action_fingerprint", "required_votes", "member_count",
            "approvals", "rejections", "created_at", "expires_at", "member", "your_decision", "decided_at"})
    public record PublicView(String quorumId, String status, String title, String actionFingerprint,
                             int requiredVotes, int memberCount, int approvals, int rejections, String createdAt,
                             String expiresAt, int member, String yourDecision, String decidedAt) {
    }

    @JsonPropertyOrder({"brand"})
    public record Public(String brand, @JsonUnwrapped PublicView quorum) {
    }

    @JsonPropertyOrder({"brand", "applied", "reason"})
    public record PublicDecision(String brand, boolean applied, String reason, @JsonUnwrapped PublicView quorum) {
    }
}
