package dev.cairn.api;

/** Request bodies of the signal tools, already validated against their schemas. */
public final class SignalRequests {
    private SignalRequests() {
    }

    public record Create(String label, Integer expiresInSeconds, Integer maxEvents) {
    }

    public record Events(String inboxId, Integer limit, Long afterMs) {
    }

    public record Delete(String inboxId) {
    }

    public record Verify(String message, String sharedSecret, String signature, Long timestamp, String nonce,
                         Integer maxAgeSeconds) {
    }
}
