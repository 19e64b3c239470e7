package dev.cairn.api;

/** Request bodies of the approval tools and their public endpoints, already validated against their schemas. */
public final class ApprovalRequests {
    private ApprovalRequests() {
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
}
