package dev.cairn.access.x402;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.PaymentRefusal;
import dev.cairn.testing.Payer;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** A header that is not an x402 v2 exact payment is 400 {@code payment_malformed}, and says what is wrong. */
class SignedPaymentTest {
    private static final Payer.Terms OFFERED = Payer.Terms.baseSepolia(PaymentCheckTest.PAY_TO, "10000");
    private final Payer payer = new Payer();

    private void assertMalformed(String header, String detail) {
        assertThatThrownBy(() -> SignedPayment.decode(header)).isInstanceOfSatisfying(PaymentRefusal.class, refused -> {
            org.assertj.core.api.Assertions.assertThat(refused.status()).isEqualTo(400);
            org.assertj.core.api.Assertions.assertThat(refused.code()).isEqualTo("payment_malformed");
        }).hasMessageContaining(detail);
    }

    private String tampered(Consumer<ObjectNode> change) {
        return payer.header(OFFERED, PaymentCheckTest.NOW, change);
    }

    private static String base64(String text) {
        return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void notBase64OfAJsonObject() {
        assertMalformed("not base64!", "standard base64");
        assertMalformed(base64("[1,2]"), "standard base64");
        assertMalformed(base64("{\"x402Version\":2,"), "standard base64");
        assertMalformed(base64("{\"a\":1,\"a\":2}"), "standard base64");
    }

    @Test
    void anotherVersion() {
        assertMalformed(tampered(p -> p.put("x402Version", 1)), "x402Version must be 2");
        assertMalformed(tampered(p -> p.put("x402Version", "2")), "x402Version must be 2");
        assertMalformed(tampered(p -> p.remove("x402Version")), "x402Version must be 2");
    }

    @Test
    void missingOrMistypedParts() {
        assertMalformed(tampered(p -> p.remove("accepted")), "`accepted`");
        assertMalformed(tampered(p -> ((ObjectNode) p.path("payload")).remove("authorization")), "authorization");
        assertMalformed(tampered(p -> ((ObjectNode) p.path("payload")).remove("signature")), "signature");
        assertMalformed(tampered(p -> authorization(p).put("from", "0x1234")), "authorization.from");
        assertMalformed(tampered(p -> authorization(p).put("value", "-1")), "authorization.value");
        assertMalformed(tampered(p -> authorization(p).put("value", "1.5")), "authorization.value");
        assertMalformed(tampered(p -> authorization(p).put("value", "010000")), "authorization.value");
        assertMalformed(tampered(p -> authorization(p).put("validBefore", 1800000120)), "authorization.validBefore");
        assertMalformed(tampered(p -> authorization(p).put("nonce", "0x12")), "authorization.nonce");
        assertMalformed(tampered(p -> authorization(p).put("value", "2" + "0".repeat(77))), "beyond uint256");
    }

    @Test
    void anOversizedHeaderIsNotDecoded() {
        assertMalformed("A".repeat(SignedPayment.MAX_HEADER_CHARS + 1), "longer than");
    }

    private static ObjectNode authorization(ObjectNode payload) {
        return (ObjectNode) payload.path("payload").path("authorization");
    }
}
