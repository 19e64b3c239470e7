package dev.cairn.control.approval;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;

/**
 * Request and result bodies of the approval tools and their public endpoints. Requests have passed their
 * schemas; result shapes are fixed by the output schemas and the page that renders them. The link's token
 * appears only in approval_url, on the creating call.
 */
public final class ApprovalRecords {
    private ApprovalRecords() {
    }

    public record Request(String title, String description, Integer expiresInSeconds) {
    }

    /** check_approval and cancel_approval. */
    public record ById(String approvalId) {
    }

    public record PublicGet(String approvalId, String token) {
    }

    public record PublicDecide(String approvalId, String token, String decision, String note) {
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

    @JsonPropertyOrder({"brand"})
    public record Cancel(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped Details details) {
    }

    /** What the holder of the link sees. */
    @JsonPropertyOrder({"approval_id", "status", "title", "description", "created_at", "expires_at", "decided_at", "note"})
    public record PublicView(String approvalId, String status, String title, String description, String createdAt,
                             String expiresAt, String decidedAt, String note) {
    }

    @JsonPropertyOrder({"brand"})
    public record Public(String brand, @JsonUnwrapped PublicView view) {
    }

    @JsonPropertyOrder({"brand"})
    public record PublicDecision(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped PublicView view) {
    }
}
