package dev.cairn.api;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/** Result bodies of the signal tools and of the public delivery endpoint. */
public final class SignalResults {
    private SignalResults() {
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

    /** The public delivery endpoint's 202 answer. */
    @JsonPropertyOrder({"brand", "accepted", "event_id", "received_at"})
    public record Accepted(String brand, boolean accepted, String eventId, String receivedAt) {
    }

    @JsonPropertyOrder({"brand", "valid", "reason", "checked_at", "nonce_remembered_until"})
    public record Verification(String brand, boolean valid, String reason, String checkedAt,
                               String nonceRememberedUntil) {
    }
}
