package dev.cairn.api;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

/** Result bodies of the approval tools and their public endpoints (shapes fixed by the pages that render them). */
public final class ApprovalResults {
    private ApprovalResults() {
    }

    /** request_approval: the link is shown here, once. */
    @JsonPropertyOrder({"brand", "approval_id", "status", "title", "description", "created_at", "expires_at",
            "approval_url", "notice"})
    public record Created(String brand, String approvalId, String status, String title, String description,
                          String createdAt, String expiresAt, String approvalUrl, String notice) {
    }

    /** What the owner sees of an approval. */
    @JsonPropertyOrder({"approval_id", "status", "title", "description", "created_at", "expires_at", "decided_at",
            "note", "cancelled_at", "notice"})
    public record Details(String approvalId, String status, String title, String description, String createdAt,
                          String expiresAt, String decidedAt, String note, String cancelledAt, String notice) {
    }

    @JsonPropertyOrder({"brand"})
    public record Check(String brand, @JsonUnwrapped Details details) {
    }

    @JsonPropertyOrder({"brand", "applied", "reason"})
    public record Cancel(String brand, boolean applied, String reason, @JsonUnwrapped Details details) {
    }

    /** What the holder of the link sees. */
    @JsonPropertyOrder({"approval_id", "status", "title", "description", "created_at", "expires_at", "decided_at", "note"})
    public record PublicView(String approvalId, String status, String title, String description, String createdAt,
                             String expiresAt, String decidedAt, String note) {
    }

    @JsonPropertyOrder({"brand"})
    public record Public(String brand, @JsonUnwrapped PublicView view) {
    }

    @JsonPropertyOrder({"brand", "applied", "reason"})
    public record PublicDecision(String brand, boolean applied, String reason, @JsonUnwrapped PublicView view) {
    }
}
