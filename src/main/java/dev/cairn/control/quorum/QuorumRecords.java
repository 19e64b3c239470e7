package dev.cairn.control.quorum;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;
import java.util.List;

/**
 * Request and result bodies of the quorum tools. Requests have passed their schemas; which fields an
 * operation needs is the service's check (422). Member tokens appear only inside member_urls, on the
 * creating call.
 */
public final class QuorumRecords {
    private QuorumRecords() {
    }

    public record Manage(String operation, String controlId, String actionFingerprint, Integer requiredVotes,
                         Integer memberCount, Integer expiresInSeconds, String title) {
    }

    public record PublicGet(String quorumId, String token) {
    }

    public record PublicDecide(String quorumId, String token, String decision) {
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
    public record Owned(String brand, @JsonUnwrapped View quorum) {
    }

    /** consume and cancel; {@code safe_to_execute} is true once, for the consume that took the execution right. */
    @JsonPropertyOrder({"brand"})
    public record Change(String brand, @JsonUnwrapped Outcome outcome, boolean safeToExecute,
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

    @JsonPropertyOrder({"brand"})
    public record PublicDecision(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped PublicView quorum) {
    }
}
