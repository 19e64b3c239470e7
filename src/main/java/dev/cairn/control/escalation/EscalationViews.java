package dev.cairn.control.escalation;

import dev.cairn.control.ScriptReply;

/**
 * Turns an escalation record into what the owner or the operator sees at a given time. An SLA is breached
 * once the moment that met it (acknowledgement, resolution; a cancellation stops the clock) or, while it is
 * unmet, now, lies strictly after its due time.
 */
final class EscalationViews {
    private EscalationViews() {
    }

    static boolean responseBreached(ScriptReply record, long now) {
        return settledOrNow(record, "acknowledged_at", now) > record.number("response_due_at");
    }

    static boolean resolutionBreached(ScriptReply record, long now) {
        return settledOrNow(record, "resolved_at", now) > record.number("resolution_due_at");
    }

    private static long settledOrNow(ScriptReply record, String field, long now) {
        Long settled = record.number(field);
        Long cancelled = record.number("cancelled_at");
        return settled != null ? settled : cancelled != null ? cancelled : now;
    }

    static EscalationRecords.View owner(String controlId, String id, ScriptReply record, long now,
                                        String operatorUrl, String notice) {
        return new EscalationRecords.View(controlId, id, record.text("status"), record.text("severity"),
                record.text("incident_fingerprint"), record.text("title"), record.stamp("created_at"),
                record.stamp("response_due_at"), record.stamp("resolution_due_at"), record.stamp("acknowledged_at"),
                record.stamp("resolved_at"), record.stamp("cancelled_at"), responseBreached(record, now),
                resolutionBreached(record, now), operatorUrl, notice);
    }

    static EscalationRecords.PublicView operator(String id, ScriptReply record, long now) {
        return new EscalationRecords.PublicView(id, record.text("status"), record.text("severity"),
                record.text("incident_fingerprint"), record.text("title"), record.stamp("created_at"),
                record.stamp("response_due_at"), record.stamp("resolution_due_at"), record.stamp("acknowledged_at"),
                record.stamp("resolved_at"), responseBreached(record, now), resolutionBreached(record, now));
    }

    /** What the owner should know next, by status. */
    static String notice(String status) {
        return switch (status) {
            case "open" -> "Open: waiting for the operator to acknowledge it through the operator link.";
            case "acknowledged" -> "Acknowledged by the operator; waiting for resolution.";
            case "resolved" -> "Resolved by the operator.";
            default -> "Cancelled by the owner; the operator link can no longer change it.";
        };
    }
}
