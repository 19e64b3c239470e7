package dev.cairn.access;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.dropwizard.validation.ValidationMethod;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import java.util.Arrays;
import java.util.List;

/**
 * Who may call what, and how much ({@code access:}): the trusted reverse proxies whose forwarded headers name
 * the public client address, whether calls are metered at all, and the monthly quotas. The free allowance and
 * the trial default to spec §8's values; the plans' monthly limits are not in the spec and are this service's
 * defaults (docs/operations.md).
 */
public class AccessConfig {
    /**
     * Addresses or CIDR blocks of the proxies in front of Cairn, comma-separated; blank: the socket's peer is
     * the client.
     */
    @JsonProperty
    private String trustedProxies = "";

    /** False: nothing is counted and no quota applies (a private deployment); keys are still required. */
    @JsonProperty
    private boolean metered = true;

    @JsonProperty
    @Min(0)
    @Max(1_000_000_000)
    private long freeCallsPerMonth = 500;

    @JsonProperty
    @Min(0)
    @Max(1_000_000_000)
    private long trialCallsPerMonth = 3;

    @JsonProperty
    @Min(1)
    @Max(1_000_000_000_000L)
    private long subscriptionCallsPerMonth = 100_000;

    @JsonProperty
    @Min(1)
    @Max(1_000_000_000)
    private long contributorCallsPerMonth = 1_000;

    /** The configured proxies, one address or CIDR block each, as written. */
    public List<String> getTrustedProxies() {
        if (trustedProxies == null || trustedProxies.isBlank()) {
            return List.of();
        }
        return Arrays.stream(trustedProxies.split(",")).map(String::trim).filter(entry -> !entry.isEmpty()).toList();
    }

    public boolean isMetered() {
        return metered;
    }

    public long getFreeCallsPerMonth() {
        return freeCallsPerMonth;
    }

    public long getTrialCallsPerMonth() {
        return trialCallsPerMonth;
    }

    public long getSubscriptionCallsPerMonth() {
        return subscriptionCallsPerMonth;
    }

    public long getContributorCallsPerMonth() {
        return contributorCallsPerMonth;
    }

    @JsonIgnore
    @ValidationMethod(message = "access.trustedProxies must be IP addresses or CIDR blocks, comma-separated "
            + "(such as 10.0.0.0/8, 192.0.2.7, 2001:db8::/32); host names are not looked up")
    public boolean isTrustedProxiesValid() {
        return TrustedProxies.valid(getTrustedProxies());
    }
}
