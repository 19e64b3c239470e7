package dev.cairn.control.escalation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;

/**
 * Request and result bodies of the escalation tools. Requests have passed their schemas; which fields an
 * operation needs is the service's check (422). The operator token appears only in operator_url, on the
 * creating call.
 */
public final class EscalationRecords {
    private EscalationRecords() {
    }

    public record Manage(String operation, String controlId, String incidentFingerprint, String severity,
                         Integer responseSlaSeconds, Integer resolutionSlaSeconds, String title) {
    }

    public record PublicGet(String escalationId, String token) {
    }

    /** {@code operation}: acknowledge or resolve. */
    public record PublicAct(String escalationId, String token, String operation) {
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
    public record Owned(String brand, @JsonUnwrapped View escalation) {
    }

    /** cancel. */
    @JsonPropertyOrder({"brand"})
    public record Change(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped View escalation) {
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

    /** acknowledge and resolve. */
    @JsonPropertyOrder({"brand"})
    public record PublicAction(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped PublicView escalation) {
    }
}
