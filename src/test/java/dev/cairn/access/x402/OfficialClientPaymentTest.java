package dev.cairn.access.x402;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.api.PaymentRefusal;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

/**
 * The golden vector: one payment signed by the official x402 client ({@code @x402/evm} exact scheme through
 * {@code @x402/core}'s client, a viem account; written by {@code e2e/x402/golden.mjs}) passes Cairn's local check
 * at the moment it was signed and recovers to its signer, and fails once it has expired.
 */
class OfficialClientPaymentTest {
    private static JsonNode vector() throws IOException {
        try (InputStream in = OfficialClientPaymentTest.class.getResourceAsStream("/x402/official-client-payment.json")) {
            return new ObjectMapper().readTree(in);
        }
    }

    @Test
    void thePaymentOfTheOfficialClientRecoversToItsSigner() throws IOException {
        JsonNode vector = vector();
        JsonNode offered = vector.path("payment_required").path("accepts").path(0);
        PaymentTerms terms = PaymentTermsTest.baseSepolia(offered.path("payTo").asText(), "0.01");
        assertThat((JsonNode) Wire.MAPPER.valueToTree(terms.requirements())).isEqualTo(offered);

        SignedPayment payment = SignedPayment.decode(vector.path("payment_signature").asText());
        assertThat(payment.payload()).isEqualTo(vector.path("payment_payload"));
        long signedAt = vector.path("signed_at").asLong();
        assertThat(PaymentCheck.payer(payment, terms, signedAt)).isEqualTo(vector.path("signer").asText());
    }

    @Test
    void theSamePaymentIsRefusedOnceExpired() throws IOException {
        JsonNode vector = vector();
        PaymentTerms terms = PaymentTermsTest.baseSepolia(
                vector.path("payment_required").path("accepts").path(0).path("payTo").asText(), "0.01");
        SignedPayment payment = SignedPayment.decode(vector.path("payment_signature").asText());
        long expiry = payment.authorization().validBefore().longValueExact();
        try {
            PaymentCheck.payer(payment, terms, expiry);
            throw new AssertionError("an expired payment was accepted");
        } catch (PaymentRefusal refused) {
            assertThat(refused.reason()).isEqualTo("invalid_exact_evm_payload_authorization_valid_before");
        }
    }
}
