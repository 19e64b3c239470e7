package dev.cairn.access.x402;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.PaymentRefusal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Locale;
import org.web3j.crypto.ECDSASignature;
import org.web3j.crypto.Keys;
import org.web3j.crypto.Sign;

/**
 * Checks a payment locally, before anything else is spent on it: it must accept exactly this route's terms, pay
 * exactly the price to {@code payTo}, be valid now for at least {@link #MIN_VALIDITY_SECONDS} more and for no
 * longer than the terms allow, and carry a 65-byte low-s secp256k1 signature of its EIP-712 digest by
 * {@code authorization.from}. The checks and their x402 reasons are those of {@code @x402/evm}'s exact
 * facilitator; the balance and the nonce's on-chain state are the facilitator's to check.
 */
final class PaymentCheck {
    /** As the reference facilitator: settlement needs a few seconds before the authorization expires. */
    static final long MIN_VALIDITY_SECONDS = 6;
    /** How far a client's clock may run ahead of ours when it sets {@code validBefore}. */
    static final long CLOCK_SKEW_SECONDS = 30;
    private static final BigInteger HALF_CURVE_ORDER = Sign.CURVE_PARAMS.getN().shiftRight(1);

    private PaymentCheck() {
    }

    /** The payer's address, once every check passed. */
    static String payer(SignedPayment payment, PaymentTerms terms, long nowSeconds) {
        Wire.Requirements requirements = terms.requirements();
        JsonNode accepted = payment.accepted();
        if (!PaymentTerms.SCHEME.equals(accepted.path("scheme").asText())) {
            throw Refusals.invalid("invalid_exact_evm_scheme", "The payment must use the exact scheme.");
        }
        if (!requirements.network().equals(accepted.path("network").asText())) {
            throw Refusals.invalid("invalid_exact_evm_network_mismatch",
                    "The payment is for another network than this route's.");
        }
        if (!acceptsTheseTerms(accepted, requirements)) {
            throw Refusals.invalid("no_matching_payment_requirements",
                    "The payment's accepted requirements are not this route's current ones.");
        }
        TransferAuthorization authorization = payment.authorization();
        if (!authorization.to().equalsIgnoreCase(requirements.payTo())) {
            throw Refusals.invalid("invalid_exact_evm_recipient_mismatch",
                    "The authorization does not pay this route's payTo address.");
        }
        if (!authorization.value().equals(new BigInteger(requirements.amount()))) {
            throw Refusals.invalid("invalid_exact_evm_authorization_value",
                    "The authorization's value is not exactly the price.");
        }
        if (authorization.validAfter().compareTo(BigInteger.valueOf(nowSeconds)) > 0) {
            throw Refusals.invalid("invalid_exact_evm_payload_authorization_valid_after",
                    "The authorization is not valid yet.");
        }
        if (authorization.validBefore().compareTo(BigInteger.valueOf(nowSeconds + MIN_VALIDITY_SECONDS)) < 0) {
            throw Refusals.invalid("invalid_exact_evm_payload_authorization_valid_before",
                    "The authorization has expired, or expires too soon to be settled.");
        }
        long latest = nowSeconds + requirements.maxTimeoutSeconds() + CLOCK_SKEW_SECONDS;
        if (authorization.validBefore().compareTo(BigInteger.valueOf(latest)) > 0) {
            throw Refusals.invalid("invalid_exact_evm_payload_authorization_valid_before",
                    "The authorization stays valid longer than maxTimeoutSeconds allows.");
        }
        String signer = signer(authorization.digest(terms), payment.signature());
        if (!signer.equalsIgnoreCase(authorization.from())) {
            throw invalidSignature();
        }
        return Keys.toChecksumAddress(signer);
    }

    private static boolean acceptsTheseTerms(JsonNode accepted, Wire.Requirements requirements) {
        JsonNode extra = accepted.path("extra");
        return requirements.amount().equals(accepted.path("amount").asText())
                && requirements.asset().equalsIgnoreCase(accepted.path("asset").asText())
                && requirements.payTo().equalsIgnoreCase(accepted.path("payTo").asText())
                && accepted.path("maxTimeoutSeconds").isIntegralNumber()
                && requirements.maxTimeoutSeconds() == accepted.path("maxTimeoutSeconds").asLong()
                && requirements.extra().name().equals(extra.path("name").asText())
                && requirements.extra().version().equals(extra.path("version").asText());
    }

    /** The address whose key made {@code signature} (r ‖ s ‖ v) over {@code digest}. */
    static String signer(byte[] digest, byte[] signature) {
        if (signature.length != 65) {
            throw invalidSignature();
        }
        BigInteger r = new BigInteger(1, Arrays.copyOfRange(signature, 0, 32));
        BigInteger s = new BigInteger(1, Arrays.copyOfRange(signature, 32, 64));
        int v = signature[64] & 0xff;
        int recoveryId = v >= 27 ? v - 27 : v;
        if (recoveryId < 0 || recoveryId > 1 || r.signum() == 0 || s.signum() == 0
                || r.compareTo(Sign.CURVE_PARAMS.getN()) >= 0 || s.compareTo(HALF_CURVE_ORDER) > 0) {
            throw invalidSignature(); // high s: the malleable twin of a valid signature, refused as the token does
        }
        BigInteger publicKey = Sign.recoverFromSignature(recoveryId, new ECDSASignature(r, s), digest);
        if (publicKey == null) {
            throw invalidSignature();
        }
        return "0x" + Keys.getAddress(publicKey).toLowerCase(Locale.ROOT);
    }

    private static PaymentRefusal invalidSignature() {
        return Refusals.invalid("invalid_exact_evm_signature",
                "The signature is not authorization.from's signature of this authorization for this token.");
    }
}
