package dev.cairn.api;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The public delivery of an event into a signal inbox ({@code POST /signal/{token}}), as the HTTP layer
 * sees it: a token, a Content-Type and the bytes of a body. The signal family implements it.
 */
public interface SignalDelivery {
    /** The most bytes an event's body may have. */
    int maxBodyBytes();

    /** The refusal of a body of more than {@link #maxBodyBytes()}, answered before any of it is read. */
    ProblemException tooLarge();

    /**
     * Stores the body as the inbox's next event, or says why not; {@code contentType} is the header as sent. The
     * event is counted as a call of the inbox's owner on {@code owners}, before it is stored.
     */
    Accepted deliver(String token, String contentType, byte[] body, OwnerMeter owners);

    /** The delivery endpoint's 202 answer. */
    @JsonPropertyOrder({"brand", "accepted", "event_id", "received_at"})
    record Accepted(String brand, boolean accepted, String eventId, String receivedAt) {
    }
}
