package dev.cairn;

import com.fasterxml.jackson.annotation.JsonProperty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/**
 * redact_sensitive_text's defaults ({@code CAIRN_REDACTION_PHONE_REGION}): the ISO 3166 alpha-2 region whose
 * national phone formats are read when a call names none. A region phone numbers are not known for stops
 * the start.
 */
public class RedactionConfig {
    @JsonProperty
    @NotNull
    @Pattern(regexp = "[A-Za-z]{2}", message = "must be an ISO 3166 alpha-2 region such as US")
    private String phoneRegion = "US";

    public String getPhoneRegion() {
        return phoneRegion;
    }
}
