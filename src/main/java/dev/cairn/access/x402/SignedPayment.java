package dev.cairn.access.x402;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigInteger;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * A decoded {@code PAYMENT-SIGNATURE}: an x402 v2 PaymentPayload of the {@code exact} EVM scheme, its fields
 * read with their types checked. Anything that is not such a payload is {@link Refusals#malformed}.
 */
record SignedPayment(JsonNode payload, JsonNode accepted, TransferAuthorization authorization, byte[] signature) {
    /** Bounds the header before it is decoded; a real payment is well under 2 KB. */
    static final int MAX_HEADER_CHARS = 16_384;
    private static final Pattern ADDRESS = Pattern.compile(X402Config.HEX_ADDRESS);
    private static final Pattern NONCE = Pattern.compile("0x[0-9a-fA-F]{64}");
    private static final Pattern UINT = Pattern.compile("0|[1-9][0-9]{0,77}");
    private static final Pattern SIGNATURE = Pattern.compile("0x(?:[0-9a-fA-F]{2})+");
    private static final BigInteger UINT256_END = BigInteger.ONE.shiftLeft(256);

    static SignedPayment decode(String header) {
        if (header.length() > MAX_HEADER_CHARS) {
            throw Refusals.malformed("The PAYMENT-SIGNATURE header is longer than "
                    + MAX_HEADER_CHARS + " characters.");
        }
        JsonNode payload = Wire.decode(header);
        if (payload == null) {
            throw Refusals.malformed("The PAYMENT-SIGNATURE header must be standard base64 of a JSON object"
                    + " (an x402 v2 PaymentPayload).");
        }
        if (!payload.path("x402Version").isIntegralNumber() || payload.path("x402Version").asInt() != Wire.VERSION) {
            throw Refusals.malformed("The payment's x402Version must be 2.");
        }
        JsonNode accepted = payload.path("accepted");
        JsonNode exact = payload.path("payload");
        JsonNode authorization = exact.path("authorization");
        if (!accepted.isObject() || !exact.isObject() || !authorization.isObject()) {
            throw Refusals.malformed("The payment must carry `accepted` and `payload.authorization` objects.");
        }
        return new SignedPayment(payload, accepted, new TransferAuthorization(
                text(authorization, "from", ADDRESS), text(authorization, "to", ADDRESS),
                uint(authorization, "value"), uint(authorization, "validAfter"), uint(authorization, "validBefore"),
                text(authorization, "nonce", NONCE)), signature(exact));
    }

    private static String text(JsonNode parent, String field, Pattern shape) {
        JsonNode value = parent.path(field);
        if (!value.isTextual() || !shape.matcher(value.asText()).matches()) {
            throw Refusals.malformed("payload.authorization." + field + " is missing or not of its form.");
        }
        return value.asText();
    }

    private static BigInteger uint(JsonNode parent, String field) {
        BigInteger value = new BigInteger(text(parent, field, UINT));
        if (value.compareTo(UINT256_END) >= 0) {
            throw Refusals.malformed("payload.authorization." + field + " is beyond uint256.");
        }
        return value;
    }

    private static byte[] signature(JsonNode exact) {
        JsonNode value = exact.path("signature");
        if (!value.isTextual()) {
            throw Refusals.malformed("payload.signature is missing.");
        }
        if (!SIGNATURE.matcher(value.asText()).matches()) {
            throw Refusals.invalid("invalid_exact_evm_failed_to_parse_signature",
                    "payload.signature must be 0x and an even number of hex digits.");
        }
        return HexFormat.of().parseHex(value.asText().substring(2));
    }
}
