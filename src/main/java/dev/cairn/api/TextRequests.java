package dev.cairn.api;

import com.fasterxml.jackson.databind.JsonNode;

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

    /** {@code phoneRegion} is null when absent: the configured region. */
    public record Redact(String text, String phoneRegion) {
    }

    public record Scan(String text) {
    }

    /** {@code schema} is null when absent; JSON nulls arrive as NullNode. */
    public record ValidateOutput(JsonNode output, JsonNode schema) {
    }

    /** {@code mode} null: standard; {@code redactSensitive} null: false. */
    public record AgentContext(String text, String mode, Boolean redactSensitive) {
    }

    /** {@code mode} is null when absent: standard. */
    public record Rework(String text, String mode) {
    }
}
