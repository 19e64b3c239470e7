package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.dropwizard.jersey.validation.Validators;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validator;
import org.junit.jupiter.api.Test;

class AccessConfigTest {
    private static final Validator VALIDATOR = Validators.newValidator();

    private static AccessConfig withProxies(String trustedProxies) throws Exception {
        return new ObjectMapper().readValue("{\"trustedProxies\":\"" + trustedProxies + "\"}", AccessConfig.class);
    }

    @Test
    void addressesAndBlocksAreTrustedProxies() throws Exception {
        AccessConfig config = withProxies(" 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32,, ");
        assertThat(config.getTrustedProxies()).containsExactly("10.0.0.0/8", "192.0.2.7", "2001:db8::/32");
        assertThat(VALIDATOR.validate(config)).isEmpty();
        assertThat(VALIDATOR.validate(withProxies(""))).isEmpty();
    }

    @Test
    void anEntryThatIsNoAddressOrBlockFailsTheStart() throws Exception {
        assertThat(VALIDATOR.validate(withProxies("10.0.0.0/8, proxy.internal")))
                .extracting(ConstraintViolation::getMessage)
                .containsExactly("access.trustedProxies must be IP addresses or CIDR blocks, comma-separated "
                        + "(such as 10.0.0.0/8, 192.0.2.7, 2001:db8::/32); host names are not looked up");
        assertThat(VALIDATOR.validate(withProxies("10.0.0.0/40"))).hasSize(1);
    }
}
