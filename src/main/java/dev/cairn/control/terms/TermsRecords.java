package dev.cairn.control.terms;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;
import java.util.List;

/**
 * Request and result bodies of manage_terms_pin. The request has passed its schema; which fields an operation needs
 * is the service's check (422). No result shows price_minor or currency: pinned_fields only names them.
 */
public final class TermsRecords {
    private TermsRecords() {
    }

    public record Manage(String operation, String controlId, String termsDigest, String interfaceDigest,
                         String counterpartyFingerprint, String versionLabel, Long priceMinor, String currency,
                         Integer expiresInSeconds) {
    }

    @JsonPropertyOrder({"control_id", "pin_id", "status", "pinned_fields", "terms_digest", "interface_digest",
            "counterparty_fingerprint", "version_label", "created_at", "expires_at", "revoked_at", "notice"})
    public record View(String controlId, String pinId, String status, List<String> pinnedFields, String termsDigest,
                       String interfaceDigest, String counterpartyFingerprint, String versionLabel, String createdAt,
                       String expiresAt, String revokedAt, String notice) {
    }

    /** pin. */
    @JsonPropertyOrder({"brand"})
    public record Owned(String brand, @JsonUnwrapped View pin) {
    }

    /** check: whether what the caller supplied now is what was pinned, and which fields are not. */
    @JsonPropertyOrder({"brand", "matches", "reason", "compared", "drifted", "not_pinned"})
    public record Checked(String brand, boolean matches, String reason, List<String> compared, List<String> drifted,
                          List<String> notPinned, @JsonUnwrapped View pin) {
    }

    /** revoke. */
    @JsonPropertyOrder({"brand"})
    public record Change(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped View pin) {
    }
}
