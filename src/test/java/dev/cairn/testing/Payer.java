package dev.cairn.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.function.Consumer;
import org.web3j.crypto.ECKeyPair;
import org.web3j.crypto.Keys;
import org.web3j.crypto.Sign;

/**
 * A wallet that signs x402 v2 exact-scheme payments inside a test, as an x402 client does: the EIP-3009
 * TransferWithAuthorization typed data is written as EIP-712 JSON and signed with web3j's
 * {@code Sign.signTypedData}, a path independent of the one Cairn verifies with. Each part of the payment can be
 * changed before or after signing, to make every tampered case.
 */
public final class Payer {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final SecureRandom RANDOM = new SecureRandom();

    /** The terms a 402 offered: what the payment's {@code accepted} repeats and its authorization pays. */
    public record Terms(String network, String asset, String name, String version, String payTo, String amount,
                        int maxTimeoutSeconds) {
        public static Terms baseSepolia(String payTo, String amount) {
            return new Terms("eip155:84532", "0x036CbD53842c5426634e7929541eC2318f3dCF7e", "USDC", "2", payTo, amount,
                    120);
        }

        public ObjectNode json() {
            ObjectNode accepted = MAPPER.createObjectNode().put("scheme", "exact").put("network", network)
                    .put("amount", amount).put("asset", asset).put("payTo", payTo)
                    .put("maxTimeoutSeconds", maxTimeoutSeconds);
            accepted.putObject("extra").put("name", name).put("version", version);
            return accepted;
        }
    }

    private final ECKeyPair key;

    public Payer() {
        try {
            this.key = Keys.createEcKeyPair(RANDOM);
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    public String address() {
        return Keys.toChecksumAddress(Keys.getAddress(key));
    }

    /** A fresh 32-byte nonce as 0x hex. */
    public static String nonce() {
        byte[] nonce = new byte[32];
        RANDOM.nextBytes(nonce);
        return "0x" + HexFormat.of().formatHex(nonce);
    }

    /** An authorization paying {@code terms}, valid from now - 600 s for {@code maxTimeoutSeconds}. */
    public ObjectNode authorization(Terms terms, long nowSeconds) {
        return MAPPER.createObjectNode().put("from", address()).put("to", terms.payTo()).put("value", terms.amount())
                .put("validAfter", Long.toString(nowSeconds - 600))
                .put("validBefore", Long.toString(nowSeconds + terms.maxTimeoutSeconds())).put("nonce", nonce());
    }

    /** The PaymentPayload: {@code authorization} signed for {@code signedFor}'s token domain, accepting {@code terms}. */
    public ObjectNode payload(Terms terms, Terms signedFor, ObjectNode authorization) {
        Sign.SignatureData signature = sign(signedFor, authorization);
        byte[] bytes = new byte[65];
        System.arraycopy(signature.getR(), 0, bytes, 0, 32);
        System.arraycopy(signature.getS(), 0, bytes, 32, 32);
        bytes[64] = signature.getV()[0];
        ObjectNode payload = MAPPER.createObjectNode().put("x402Version", 2);
        payload.putObject("resource").put("url", "https://cairn.example/x402/v1/scan");
        payload.set("accepted", terms.json());
        ObjectNode exact = payload.putObject("payload");
        exact.put("signature", "0x" + HexFormat.of().formatHex(bytes));
        exact.set("authorization", authorization.deepCopy());
        return payload;
    }

    /** A valid payment for {@code terms}, changed by {@code tamper} after signing; as a header value. */
    public String header(Terms terms, long nowSeconds, Consumer<ObjectNode> tamper) {
        ObjectNode payload = payload(terms, terms, authorization(terms, nowSeconds));
        tamper.accept(payload);
        return encode(payload);
    }

    public String header(Terms terms, long nowSeconds) {
        return header(terms, nowSeconds, payload -> { });
    }

    public static String encode(JsonNode payload) {
        try {
            return Base64.getEncoder().encodeToString(MAPPER.writeValueAsBytes(payload));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public static JsonNode decode(String header) {
        try {
            return MAPPER.readTree(new String(Base64.getDecoder().decode(header), StandardCharsets.UTF_8));
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private Sign.SignatureData sign(Terms domain, ObjectNode authorization) {
        ObjectNode typed = MAPPER.createObjectNode();
        ObjectNode types = typed.putObject("types");
        types.putArray("EIP712Domain").add(field("name", "string")).add(field("version", "string"))
                .add(field("chainId", "uint256")).add(field("verifyingContract", "address"));
        types.putArray("TransferWithAuthorization").add(field("from", "address")).add(field("to", "address"))
                .add(field("value", "uint256")).add(field("validAfter", "uint256"))
                .add(field("validBefore", "uint256")).add(field("nonce", "bytes32"));
        typed.put("primaryType", "TransferWithAuthorization");
        typed.putObject("domain").put("name", domain.name()).put("version", domain.version())
                .put("chainId", Long.parseLong(domain.network().substring("eip155:".length())))
                .put("verifyingContract", domain.asset());
        typed.set("message", authorization);
        try {
            return Sign.signTypedData(MAPPER.writeValueAsString(typed), key);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ObjectNode field(String name, String type) {
        return MAPPER.createObjectNode().put("name", name).put("type", type);
    }

    /** The malleable twin of a signature: s replaced by n - s and v flipped; the same signer, high s. */
    public static String highS(String signature) {
        byte[] bytes = HexFormat.of().parseHex(signature.substring(2));
        BigInteger s = new BigInteger(1, java.util.Arrays.copyOfRange(bytes, 32, 64));
        byte[] twin = Sign.CURVE_PARAMS.getN().subtract(s).toByteArray();
        byte[] padded = new byte[32];
        System.arraycopy(twin, Math.max(0, twin.length - 32), padded, 32 - Math.min(32, twin.length),
                Math.min(32, twin.length));
        System.arraycopy(padded, 0, bytes, 32, 32);
        bytes[64] = (byte) (bytes[64] == 27 ? 28 : 27);
        return "0x" + HexFormat.of().formatHex(bytes);
    }
}
