package dev.cairn.access.x402;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.PaymentRefusal;
import dev.cairn.testing.Payer;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Every tampered payment is refused with its x402 reason; an honest one recovers to its signer. */
class PaymentCheckTest {
    static final String PAY_TO = "0x209693Bc6afc0C5328bA36FaF03C514EF312287C";
    static final long NOW = 1_800_000_000L;
    private static final PaymentTerms TERMS = PaymentTermsTest.baseSepolia(PAY_TO, "0.01");
    private static final Payer.Terms OFFERED = Payer.Terms.baseSepolia(PAY_TO, "10000");
    private final Payer payer = new Payer();

    private String check(String header) {
        return PaymentCheck.payer(SignedPayment.decode(header), TERMS, NOW);
    }

    private String reasonOf(String header) {
        try {
            check(header);
        } catch (PaymentRefusal refused) {
            assertThat(refused.status()).isEqualTo(402);
            assertThat(refused.code()).isEqualTo("payment_invalid");
            return refused.reason();
        }
        throw new AssertionError("the payment was accepted");
    }

    private String signedWith(Consumer<ObjectNode> beforeSigning) {
        ObjectNode authorization = payer.authorization(OFFERED, NOW);
        beforeSigning.accept(authorization);
        return Payer.encode(payer.payload(OFFERED, OFFERED, authorization));
    }

    private static Consumer<ObjectNode> authorization(Consumer<ObjectNode> change) {
        return payload -> change.accept((ObjectNode) payload.path("payload").path("authorization"));
    }

    @Test
    void anHonestPaymentRecoversToItsSigner() {
        assertThat(check(payer.header(OFFERED, NOW))).isEqualTo(payer.address());
    }

    @Test
    void recoveryIdsZeroAndOneAreTakenLike27And28() {
        String header = payer.header(OFFERED, NOW, payload -> {
            ObjectNode exact = (ObjectNode) payload.path("payload");
            String signature = exact.path("signature").asText();
            int v = Integer.parseInt(signature.substring(130), 16);
            exact.put("signature", signature.substring(0, 130) + String.format("%02x", v - 27));
        });
        assertThat(check(header)).isEqualTo(payer.address());
    }

    @Test
    void aValueOtherThanThePriceIsRefused() {
        assertThat(reasonOf(signedWith(a -> a.put("value", "9999")))).isEqualTo("invalid_exact_evm_authorization_value");
        assertThat(reasonOf(signedWith(a -> a.put("value", "10001")))).isEqualTo("invalid_exact_evm_authorization_value");
    }

    @Test
    void anyFieldChangedAfterSigningBreaksTheSignature() {
        Payer.Terms cheap = Payer.Terms.baseSepolia(PAY_TO, "1");
        ObjectNode signedForOneUnit = payer.authorization(cheap, NOW);
        ObjectNode payload = payer.payload(OFFERED, cheap, signedForOneUnit);
        ((ObjectNode) payload.path("payload").path("authorization")).put("value", "10000");
        assertThat(reasonOf(Payer.encode(payload))).isEqualTo("invalid_exact_evm_signature");
        assertThat(reasonOf(payer.header(OFFERED, NOW, authorization(a -> a.put("nonce", Payer.nonce())))))
                .isEqualTo("invalid_exact_evm_signature");
        assertThat(reasonOf(payer.header(OFFERED, NOW, authorization(a -> a.put("validBefore", Long.toString(NOW + 100))))))
                .isEqualTo("invalid_exact_evm_signature");
        assertThat(reasonOf(payer.header(OFFERED, NOW, authorization(a -> a.put("from", new Payer().address())))))
                .isEqualTo("invalid_exact_evm_signature");
    }

    @Test
    void aPaymentToAnotherAddressIsRefused() {
        String elsewhere = new Payer().address();
        assertThat(reasonOf(signedWith(a -> a.put("to", elsewhere)))).isEqualTo("invalid_exact_evm_recipient_mismatch");
        assertThat(reasonOf(payer.header(OFFERED, NOW, authorization(a -> a.put("to", elsewhere)))))
                .isEqualTo("invalid_exact_evm_recipient_mismatch");
    }

    @Test
    void acceptedRequirementsMustBeThisRoutesCurrentOnes() {
        assertThat(reasonOf(payer.header(OFFERED, NOW, p -> accepted(p).put("network", "eip155:8453"))))
                .isEqualTo("invalid_exact_evm_network_mismatch");
        assertThat(reasonOf(payer.header(OFFERED, NOW, p -> accepted(p).put("scheme", "upto"))))
                .isEqualTo("invalid_exact_evm_scheme");
        assertThat(reasonOf(payer.header(OFFERED, NOW,
                p -> accepted(p).put("asset", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"))))
                .isEqualTo("no_matching_payment_requirements");
        assertThat(reasonOf(payer.header(OFFERED, NOW, p -> accepted(p).put("amount", "1"))))
                .isEqualTo("no_matching_payment_requirements");
        assertThat(reasonOf(payer.header(OFFERED, NOW, p -> accepted(p).put("maxTimeoutSeconds", 3600))))
                .isEqualTo("no_matching_payment_requirements");
        assertThat(reasonOf(payer.header(OFFERED, NOW, p -> ((ObjectNode) accepted(p).path("extra"))
                .put("name", "USD Coin")))).isEqualTo("no_matching_payment_requirements");
    }

    @Test
    void theAddressCaseOfAcceptedTermsDoesNotMatter() {
        String header = payer.header(OFFERED, NOW, p -> accepted(p).put("payTo", PAY_TO.toLowerCase()));
        assertThat(check(header)).isEqualTo(payer.address());
    }

    @Test
    void aSignatureForAnotherTokenDomainIsRefused() {
        Payer.Terms otherName = new Payer.Terms(OFFERED.network(), OFFERED.asset(), "USD Coin", "2", PAY_TO,
                "10000", 120);
        Payer.Terms otherVersion = new Payer.Terms(OFFERED.network(), OFFERED.asset(), "USDC", "1", PAY_TO,
                "10000", 120);
        Payer.Terms otherChain = new Payer.Terms("eip155:8453", OFFERED.asset(), "USDC", "2", PAY_TO, "10000", 120);
        Payer.Terms otherContract = new Payer.Terms(OFFERED.network(), "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
                "USDC", "2", PAY_TO, "10000", 120);
        for (Payer.Terms domain : new Payer.Terms[] {otherName, otherVersion, otherChain, otherContract}) {
            String header = Payer.encode(payer.payload(OFFERED, domain, payer.authorization(OFFERED, NOW)));
            assertThat(reasonOf(header)).as(domain.toString()).isEqualTo("invalid_exact_evm_signature");
        }
    }

    @Test
    void theValidityWindowIsChecked() {
        assertThat(reasonOf(signedWith(a -> a.put("validBefore", Long.toString(NOW - 1)))))
                .isEqualTo("invalid_exact_evm_payload_authorization_valid_before");
        assertThat(reasonOf(signedWith(a -> a.put("validBefore", Long.toString(NOW + 5)))))
                .isEqualTo("invalid_exact_evm_payload_authorization_valid_before");
        assertThat(check(signedWith(a -> a.put("validBefore", Long.toString(NOW + 6))))).isEqualTo(payer.address());
        assertThat(check(signedWith(a -> a.put("validBefore", Long.toString(NOW + 120 + 30)))))
                .isEqualTo(payer.address());
        assertThat(reasonOf(signedWith(a -> a.put("validBefore", Long.toString(NOW + 120 + 31)))))
                .isEqualTo("invalid_exact_evm_payload_authorization_valid_before");
        assertThat(reasonOf(signedWith(a -> a.put("validAfter", Long.toString(NOW + 1)))))
                .isEqualTo("invalid_exact_evm_payload_authorization_valid_after");
        assertThat(check(signedWith(a -> a.put("validAfter", Long.toString(NOW))))).isEqualTo(payer.address());
    }

    @Test
    void theHighSTwinOfAValidSignatureIsRefused() {
        String header = payer.header(OFFERED, NOW, payload -> {
            ObjectNode exact = (ObjectNode) payload.path("payload");
            exact.put("signature", Payer.highS(exact.path("signature").asText()));
        });
        assertThat(reasonOf(header)).isEqualTo("invalid_exact_evm_signature");
    }

    @Test
    void aSignatureThatIsNot65BytesOrHasAnOddRecoveryIdIsRefused() {
        assertThat(reasonOf(payer.header(OFFERED, NOW, p -> signature(p, s -> s.substring(0, 130)))))
                .isEqualTo("invalid_exact_evm_signature");
        assertThat(reasonOf(payer.header(OFFERED, NOW, p -> signature(p, s -> s + "00"))))
                .isEqualTo("invalid_exact_evm_signature");
        assertThat(reasonOf(payer.header(OFFERED, NOW, p -> signature(p, s -> s.substring(0, 130) + "1d"))))
                .isEqualTo("invalid_exact_evm_signature");
        assertThat(reasonOf(payer.header(OFFERED, NOW, p -> signature(p, s -> "0x" + "00".repeat(65)))))
                .isEqualTo("invalid_exact_evm_signature");
        assertThat(reasonOf(payer.header(OFFERED, NOW, p -> signature(p, s -> s.substring(0, 131)))))
                .isEqualTo("invalid_exact_evm_failed_to_parse_signature");
    }

    @Test
    void aPayerMayNotPassAsAnotherBySigningWithItsOwnKey() {
        Payer impostor = new Payer();
        ObjectNode authorization = payer.authorization(OFFERED, NOW); // from: payer
        assertThat(reasonOf(Payer.encode(impostor.payload(OFFERED, OFFERED, authorization))))
                .isEqualTo("invalid_exact_evm_signature");
    }

    @Test
    void refusalsNeverQuoteThePayment() {
        String header = signedWith(a -> a.put("value", "9999"));
        assertThatThrownBy(() -> check(header)).isInstanceOf(PaymentRefusal.class)
                .message().doesNotContain("9999", payer.address(), payer.address().toLowerCase());
    }

    private static ObjectNode accepted(ObjectNode payload) {
        return (ObjectNode) payload.path("accepted");
    }

    private static void signature(ObjectNode payload, java.util.function.UnaryOperator<String> change) {
        ObjectNode exact = (ObjectNode) payload.path("payload");
        exact.put("signature", change.apply(exact.path("signature").asText()));
    }
}
