package dev.cairn.control.signal;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * Request and result bodies of the signal tools. Requests have passed their schemas. The public delivery
 * endpoint's answer is {@link dev.cairn.api.SignalDelivery.Accepted}, in api with the interface http calls.
 */
public final class SignalRecords {
    private SignalRecords() {
    }

    public record Create(String label, Integer expiresInSeconds, Integer maxEvents) {
    }

    /** get_signal_events. */
    public record GetEvents(String inboxId, Integer limit, Long afterMs) {
    }

    public record Delete(String inboxId) {
    }

    public record Verify(String message, String sharedSecret, String signature, Long timestamp, String nonce,
                         Integer maxAgeSeconds) {
    }

    /** create_signal: the only answer that ever shows the delivery URL (and its token). */
    @JsonPropertyOrder({"brand", "inbox_id", "label", "signal_url", "created_at", "expires_at", "max_events",
            "event_count", "notice"})
    public record Created(String brand, String inboxId, String label, String signalUrl, String createdAt,
                          String expiresAt, int maxEvents, int eventCount, String notice) {
    }

    @JsonPropertyOrder({"event_id", "received_at", "received_at_ms", "content_type", "size_bytes", "body"})
    public record Event(String eventId, String receivedAt, long receivedAtMs, String contentType, int sizeBytes,
                        String body) {
    }

    @JsonPropertyOrder({"brand", "inbox_id", "status", "label", "created_at", "expires_at", "max_events",
            "event_count", "events", "next_after_ms"})
    public record Events(String brand, String inboxId, String status, String label, String createdAt,
                         String expiresAt, int maxEvents, int eventCount, List<Event> events, Long nextAfterMs) {
    }

    @JsonPropertyOrder({"brand", "inbox_id", "deleted", "events_deleted"})
    public record Deleted(String brand, String inboxId, boolean deleted, int eventsDeleted) {
    }

    @JsonPropertyOrder({"brand", "valid", "reason", "checked_at", "nonce_remembered_until"})
    public record Verification(String brand, boolean valid, String reason, String checkedAt,
                               String nonceRememberedUntil) {
    }
}
