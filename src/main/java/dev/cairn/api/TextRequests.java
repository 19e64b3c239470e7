package dev.cairn.api;

/** Request bodies of the text tools (spec §4.2), bound after schema validation. */
public final class TextRequests {
    private TextRequests() {
    }

    public record Inspect(String text) {
    }

    /** {@code mode} is null when absent: standard. */
    public record Scrub(String text, String mode) {
    }

    public record Compare(String original, String modified) {
    }

    public record DetectSecrets(String text) {
    }
}
