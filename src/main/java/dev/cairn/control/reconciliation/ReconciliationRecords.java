package dev.cairn.control.reconciliation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;
import java.util.List;

/**
 * Request and result bodies of manage_action_reconciliation. Requests have passed their schema; which fields an
 * operation needs is the service's check (422).
 */
public final class ReconciliationRecords {
    private ReconciliationRecords() {
    }

    public record Manage(String operation, String controlId, String actionFingerprint, String expectedDigest,
                         String observedDigest, String evidenceDigest, String resolution) {
    }

    /** One appended observation: its place (from 1), whether it matched the expected digest, and when. */
    @JsonPropertyOrder({"index", "matched", "observed_digest", "evidence_digest", "observed_at"})
    public record Observation(int index, boolean matched, String observedDigest, String evidenceDigest,
                              String observedAt) {
    }

    @JsonPropertyOrder({"control_id", "reconciliation_id", "status", "resolution", "action_fingerprint",
            "expected_digest", "observation_count", "max_observations", "matches", "mismatches", "last_observation",
            "observations", "opened_at", "resolved_at", "retained_until", "notice"})
    public record View(String controlId, String reconciliationId, String status, String resolution,
                       String actionFingerprint, String expectedDigest, int observationCount, int maxObservations,
                       int matches, int mismatches, Observation lastObservation, List<Observation> observations,
                       String openedAt, String resolvedAt, String retainedUntil, String notice) {
    }

    /** open and check. */
    @JsonPropertyOrder({"brand"})
    public record Owned(String brand, @JsonUnwrapped View reconciliation) {
    }

    /** append and resolve; after an applied append, the view's last_observation is the one it recorded. */
    @JsonPropertyOrder({"brand"})
    public record Change(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped View reconciliation) {
    }
}
