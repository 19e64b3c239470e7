package dev.cairn.control.receipt;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;

/**
 * Request and result bodies of record_action_receipt. Requests have passed their schema; which fields an
 * operation needs is the service's check (422).
 */
public final class ReceiptRecords {
    private ReceiptRecords() {
    }

    public record Request(String operation, String receiptId, String actionFingerprint, String outcomeDigest,
                          String outcomeStatus) {
    }

    /** What a receipt records, digests in their {@code sha256:} form; the same id must always record the same. */
    record Content(String actionFingerprint, String outcomeDigest, String outcomeStatus) {
    }

    @JsonPropertyOrder({"receipt_id", "action_fingerprint", "outcome_digest", "outcome_status", "recorded_at",
            "account", "position", "previous_hash", "chain_hash", "notice"})
    public record View(String receiptId, String actionFingerprint, String outcomeDigest, String outcomeStatus,
                       String recordedAt, String account, long position, String previousHash, String chainHash,
                       String notice) {
    }

    @JsonPropertyOrder({"brand"})
    public record Checked(String brand, @JsonUnwrapped View receipt) {
    }

    @JsonPropertyOrder({"brand"})
    public record Recorded(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped View receipt) {
    }
}
