package dev.cairn.api;

/** Request bodies of the quorum endpoints, already validated against their schemas. */
public final class QuorumRequests {
    private QuorumRequests() {
    }

    /** manage_action_quorum: which fields an operation needs is checked by the service (422). */
    public record Manage(String operation, String controlId, String actionFingerprint, Integer requiredVotes,
                         Integer memberCount, Integer expiresInSeconds, String title) {
    }

    public record PublicGet(String quorumId, String token) {
    }

    public record PublicDecide(String quorumId, String token, String decision) {
    }
}
