package dev.cairn.access;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.dropwizard.validation.ValidationMethod;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;

/**
 * The x402 pay-per-call rail: the network (a CAIP-2 chain id) and the price of one call in US dollars.
 * Pay-per-call is not built in this release, so {@code enabled} must stay false; the discovery
 * documents report the configured rail as disabled.
 */
public class X402Config {
    @JsonProperty
    private boolean enabled = false;

    @JsonProperty
    @NotBlank
    @Pattern(regexp = "[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}", message = "must be a CAIP-2 chain id such as eip155:8453")
    private String network = "eip155:8453";

    @JsonProperty
    @NotBlank
    @Pattern(regexp = "(0|[1-9][0-9]{0,5})(\\.[0-9]{1,6})?", message = "must be a US dollar amount such as 0.01")
    private String pricePerCallUsd = "0.01";

    public boolean isEnabled() {
        return enabled;
    }

    public String getNetwork() {
        return network;
    }

    public String getPricePerCallUsd() {
        return pricePerCallUsd;
    }

    @JsonIgnore
    @ValidationMethod(message = "x402.enabled cannot be true: pay-per-call is not available in Cairn 7.5.0 yet")
    public boolean isNotEnabledBeforeItExists() {
        return !enabled;
    }
}
