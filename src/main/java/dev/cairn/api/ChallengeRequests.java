package dev.cairn.api;

/** Request bodies of manage_action_challenge and its public endpoints, already validated against their schemas. */
public final class ChallengeRequests {
    private ChallengeRequests() {
    }

    public record Manage(String operation, String controlId, String actionFingerprint, Integer vetoWindowSeconds,
                         Integer executionWindowSeconds, String title) {
    }

    /** Public get and public veto share one body. */
    public record PublicAccess(String challengeId, String token) {
    }
}
