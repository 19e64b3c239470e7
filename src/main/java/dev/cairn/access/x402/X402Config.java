package dev.cairn.access.x402;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.cairn.api.HttpUrls;
import io.dropwizard.util.Duration;
import io.dropwizard.validation.MaxDuration;
import io.dropwizard.validation.MinDuration;
import io.dropwizard.validation.ValidationMethod;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import java.net.URI;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The x402 pay-per-call rail (spec §5.6): the chain (a CAIP-2 {@code eip155} id), the token (its contract,
 * EIP-712 domain name and version, decimals), who is paid, the price of one call in US dollars, how long a
 * signed payment may live, and the facilitator that verifies and settles payments. The token's fields default
 * from {@link KnownAssets} for the networks listed there. Start-up refuses an enabled rail that cannot work.
 */
public class X402Config {
    static final String HEX_ADDRESS = "0x[0-9a-fA-F]{40}";
    private static final String USD = "(0|[1-9][0-9]{0,5})(\\.[0-9]{1,18})?";

    @JsonProperty
    private boolean enabled = false;

    @JsonProperty
    @NotBlank
    @Pattern(regexp = "[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}", message = "must be a CAIP-2 chain id such as eip155:8453")
    private String network = "eip155:8453";

    @JsonProperty
    @Pattern(regexp = "|" + HEX_ADDRESS, message = "must be a token contract address (0x and 40 hex digits)")
    private String asset = "";

    @JsonProperty
    private String assetName = "";

    @JsonProperty
    private String assetVersion = "";

    @JsonProperty
    @Min(0)
    @Max(36)
    private Integer assetDecimals;

    @JsonProperty
    @Pattern(regexp = "|" + HEX_ADDRESS, message = "must be an address (0x and 40 hex digits)")
    private String payTo = "";

    @JsonProperty
    @NotBlank
    @Pattern(regexp = USD, message = "must be a US dollar amount such as 0.01")
    private String pricePerCallUsd = "0.01";

    @JsonProperty
    @Min(10)
    @Max(3600)
    private int maxTimeoutSeconds = 120;

    @JsonProperty
    @NotBlank
    private String facilitatorUrl = "https://x402.org/facilitator";

    @JsonProperty
    @NotNull
    @MinDuration(value = 100, unit = TimeUnit.MILLISECONDS)
    @MaxDuration(value = 120, unit = TimeUnit.SECONDS)
    private Duration facilitatorTimeout = Duration.seconds(15);

    public boolean isEnabled() {
        return enabled;
    }

    public String getNetwork() {
        return network;
    }

    public String getPricePerCallUsd() {
        return pricePerCallUsd;
    }

    public String getPayTo() {
        return isBlank(payTo) ? "" : payTo;
    }

    public int getMaxTimeoutSeconds() {
        return maxTimeoutSeconds;
    }

    public URI getFacilitatorUrl() {
        return HttpUrls.base(facilitatorUrl);
    }

    public java.time.Duration getFacilitatorTimeout() {
        return java.time.Duration.ofMillis(facilitatorTimeout.toMilliseconds());
    }

    /** The token this rail is paid in: configured, else the known one of the network; empty when neither. */
    Optional<KnownAssets.Token> token() {
        Optional<KnownAssets.Token> known = isBlank(network) ? Optional.empty() : KnownAssets.of(network);
        String address = isBlank(asset) ? known.map(KnownAssets.Token::asset).orElse("") : asset;
        if (address.isBlank()) {
            return Optional.empty();
        }
        boolean sameAsKnown = known.isPresent() && known.get().asset().equalsIgnoreCase(address);
        String name = !isBlank(assetName) ? assetName : sameAsKnown ? known.get().name() : "";
        String version = !isBlank(assetVersion) ? assetVersion : sameAsKnown ? known.get().version() : "";
        Integer decimals = assetDecimals != null ? assetDecimals : sameAsKnown ? known.get().decimals() : null;
        if (name.isBlank() || version.isBlank() || decimals == null) {
            return Optional.empty();
        }
        return Optional.of(new KnownAssets.Token(address, name, version, decimals));
    }

    @JsonIgnore
    @ValidationMethod(message = "x402.network must be an eip155 chain (eip155:<chain id>) when x402 is enabled:"
            + " the exact EVM scheme is the only one Cairn takes")
    public boolean isNetworkEvmWhenEnabled() {
        return !enabled || network != null && network.matches("eip155:[1-9][0-9]{0,18}");
    }

    @JsonIgnore
    @ValidationMethod(message = "x402.payTo (CAIRN_X402_PAY_TO) must be set when x402 is enabled: the address paid")
    public boolean isPayToSetWhenEnabled() {
        return !enabled || !isBlank(payTo);
    }

    @JsonIgnore
    @ValidationMethod(message = "x402 needs its token when enabled: x402.asset (CAIRN_X402_ASSET) with assetName,"
            + " assetVersion (the token's EIP-712 domain) and assetDecimals, unless the network's USDC is known")
    public boolean isTokenKnownWhenEnabled() {
        return !enabled || token().isPresent();
    }

    @JsonIgnore
    @ValidationMethod(message = "x402.pricePerCallUsd must be above 0 and a whole number of the token's atomic units"
            + " (at most as many decimals as the token has)")
    public boolean isPriceWholeAtomicUnits() {
        if (!enabled || token().isEmpty() || pricePerCallUsd == null || !pricePerCallUsd.matches(USD)) {
            return true; // a missing or malformed price is @NotBlank's and @Pattern's to report
        }
        return PaymentTerms.atomicAmount(pricePerCallUsd, token().get().decimals()).isPresent();
    }

    @JsonIgnore
    @ValidationMethod(message = "x402.facilitatorUrl must be an absolute http(s) URL without query or fragment")
    public boolean isFacilitatorUrlWellFormed() {
        return HttpUrls.isBase(facilitatorUrl);
    }

    /** An empty environment variable substitutes to null. */
    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }
}
