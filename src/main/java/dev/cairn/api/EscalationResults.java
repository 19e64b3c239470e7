package dev.cairn.api;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

/** Result bodies of the escalation endpoints. The operator token appears only in operator_url, on the creating call. */
public final class EscalationResults {
    private EscalationResults() {
    }

    @JsonPropertyOrder({"control_id", "escalation_id", "status", "severity", "incident_fingerprint", "title",
            "created_at", "response_due_at", "resolution_due_at", "acknowledged_at", "resolved_at", "cancelled_at",
            "response_breached", "resolution_breached", "operator_url", "notice"})
    public record View(String controlId, String escalationId, String status, String severity,
                       String incidentFingerprint, String title, String createdAt, String responseDueAt,
                       String resolutionDueAt, String acknowledgedAt, String resolvedAt, String cancelledAt,
                       boolean responseBreached, boolean resolutionBreached, String operatorUrl, String notice) {
    }

    /** create and check. */
    @JsonPropertyOrder({"brand"})
    public record Manage(String brand, @JsonUnwrapped View escalation) {
    }

    /** cancel. */
    @JsonPropertyOrder({"brand", "applied", "reason"})
    public record Change(String brand, boolean applied, String reason, @JsonUnwrapped View escalation) {
    }

    /** What the operator link shows. */
    @JsonPropertyOrder({"escalation_id", "status", "severity", "incident_fingerprint", "title", "created_at",
            "response_due_at", "resolution_due_at", "acknowledged_at", "resolved_at", "response_breached",
            "resolution_breached"})
    public record PublicView(String escalationId, String status, String severity, String incidentFingerprint,
                             String title, String createdAt, String responseDueAt, String resolutionDueAt,
                             String acknowledgedAt, String resolvedAt, boolean responseBreached,
                             boolean resolutionBreached) {
    }

    @JsonPropertyOrder({"brand"})
    public record Public(String brand, @JsonUnwrapped PublicView escalation) {
    }

    @JsonPropertyOrder({"brand", "applied", "reason"})
    public record PublicAction(String brand, boolean applied, String reason, @JsonUnwrapped PublicView escalation) {
    }
}
