package dev.cairn.access.x402;

import static org.assertj.core.api.Assertions.assertThat;

import io.dropwizard.jersey.validation.Validators;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validator;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Start-up refuses an enabled rail that could not take a payment, and says which setting is wrong. */
class X402ConfigTest {
    private static final Validator VALIDATOR = Validators.newValidator();

    private static Set<String> problems(Map<String, Object> fields) {
        Map<String, Object> all = new HashMap<>(Map.of("enabled", true, "network", "eip155:84532",
                "payTo", PaymentCheckTest.PAY_TO));
        all.putAll(fields);
        Set<ConstraintViolation<X402Config>> violations = VALIDATOR.validate(PaymentTermsTest.config(all));
        return violations.stream().map(ConstraintViolation::getMessage).collect(Collectors.toSet());
    }

    @Test
    void aKnownNetworkNeedsOnlyPayTo() {
        assertThat(problems(Map.of())).isEmpty();
        assertThat(problems(Map.of("network", "eip155:8453"))).isEmpty();
        assertThat(PaymentTermsTest.config(Map.of("network", "eip155:8453")).token().orElseThrow().name())
                .isEqualTo("USD Coin");
    }

    @Test
    void payToIsRequiredWhenEnabled() {
        assertThat(problems(Map.of("payTo", ""))).singleElement().asString().contains("x402.payTo");
        assertThat(problems(Map.of("payTo", "0xabc"))).singleElement().asString().contains("must be an address");
        assertThat(PaymentTermsTest.config(Map.of("payTo", "")).isPayToSetWhenEnabled()).isTrue(); // disabled
    }

    @Test
    void aPriceThatIsNotWholeAtomicUnitsIsRefused() {
        assertThat(problems(Map.of("pricePerCallUsd", "0.0000001"))).singleElement().asString()
                .contains("whole number of the token's atomic units");
        assertThat(problems(Map.of("pricePerCallUsd", "0"))).singleElement().asString().contains("above 0");
        assertThat(problems(Map.of("pricePerCallUsd", "0.000001"))).isEmpty();
    }

    @Test
    void anUnknownTokenMustBeConfiguredInFull() {
        Map<String, Object> otherChain = Map.of("network", "eip155:10");
        assertThat(problems(otherChain)).singleElement().asString().contains("x402 needs its token");
        Map<String, Object> named = Map.of("network", "eip155:10",
                "asset", "0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85", "assetName", "USD Coin", "assetVersion", "2",
                "assetDecimals", 6);
        assertThat(problems(named)).isEmpty();
        Map<String, Object> otherTokenOnKnownChain = Map.of("asset", "0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85");
        assertThat(problems(otherTokenOnKnownChain)).singleElement().asString().contains("x402 needs its token");
    }

    @Test
    void emptySettingsAreReportedNotThrown() {
        Map<String, Object> blank = new HashMap<>();
        blank.put("pricePerCallUsd", "");
        assertThat(problems(blank)).contains("must not be blank");
        blank.put("pricePerCallUsd", null);
        blank.put("network", null);
        assertThat(problems(blank)).isNotEmpty().allSatisfy(message -> assertThat(message).doesNotContain("HV0"));
    }

    @Test
    void onlyEvmChainsAndHttpFacilitators() {
        assertThat(problems(Map.of("network", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"))).asString()
                .contains("eip155 chain");
        assertThat(problems(Map.of("facilitatorUrl", "ftp://x.example"))).singleElement().asString()
                .contains("facilitatorUrl");
        assertThat(problems(Map.of("facilitatorUrl", "https://x.example/f?k=1"))).singleElement().asString()
                .contains("facilitatorUrl");
    }
}
