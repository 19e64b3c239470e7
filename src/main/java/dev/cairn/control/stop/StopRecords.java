package dev.cairn.control.stop;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;
import java.util.List;

/**
 * Request and result bodies of manage_agent_stop. The request has passed its schema; which fields an
 * operation needs is the service's check (422).
 */
public final class StopRecords {
    private StopRecords() {
    }

    public record Manage(String operation, String subjectKey, String reasonCode) {
    }

    /** One stop on the subject's path: its own, or an ancestor's. */
    @JsonPropertyOrder({"subject_key", "reason_code", "stopped_at"})
    public record Stop(String subjectKey, String reasonCode, String stoppedAt) {
    }

    /** {@code stopped_by}, {@code reason_code}, {@code stopped_at}: the nearest stop, the subject's own first. */
    @JsonPropertyOrder({"subject_key", "stopped", "stopped_by", "reason_code", "stopped_at", "stops", "notice"})
    public record View(String subjectKey, boolean stopped, String stoppedBy, String reasonCode, String stoppedAt,
                       List<Stop> stops, String notice) {
    }

    /** check. */
    @JsonPropertyOrder({"brand"})
    public record Checked(String brand, @JsonUnwrapped View stop) {
    }

    /** stop and clear. */
    @JsonPropertyOrder({"brand"})
    public record Changed(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped View stop) {
    }
}
