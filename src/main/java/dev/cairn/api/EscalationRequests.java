package dev.cairn.api;

/** Request bodies of the escalation endpoints, already validated against their schemas. */
public final class EscalationRequests {
    private EscalationRequests() {
    }

    /** manage_agent_escalation: which fields an operation needs is checked by the service (422). */
    public record Manage(String operation, String controlId, String incidentFingerprint, String severity,
                         Integer responseSlaSeconds, Integer resolutionSlaSeconds, String title) {
    }

    public record PublicGet(String escalationId, String token) {
    }

    /** {@code operation}: acknowledge or resolve. */
    public record PublicAct(String escalationId, String token, String operation) {
    }
}
