package dev.cairn.access.x402;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;

/**
 * The x402 v2 messages Cairn writes (the types of {@code @x402/core} 2.27.0, camelCase as on the wire) and
 * their header encoding: standard base64 of UTF-8 JSON.
 */
final class Wire {
    public static final int VERSION = 2;

    static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .serializationInclusion(JsonInclude.Include.NON_NULL)
            .build();

    private Wire() {
    }

    @JsonPropertyOrder({"scheme", "network", "amount", "asset", "payTo", "maxTimeoutSeconds", "extra"})
    public record Requirements(String scheme, String network, String amount, String asset, String payTo,
                               int maxTimeoutSeconds, Extra extra) {
    }

    /** The token's EIP-712 domain name and version, which clients need to sign. */
    @JsonPropertyOrder({"name", "version"})
    public record Extra(String name, String version) {
    }

    public record Resource(String url, String description, String mimeType) {
    }

    @JsonPropertyOrder({"x402Version", "error", "resource", "accepts"})
    public record PaymentRequired(int x402Version, String error, Resource resource, List<Requirements> accepts) {
    }

    /** A SettleResponse: what {@code PAYMENT-RESPONSE} carries, also when settlement failed. */
    @JsonPropertyOrder({"success", "errorReason", "payer", "transaction", "network"})
    public record Settlement(boolean success, String errorReason, String payer, String transaction, String network) {
    }

    /** The body of the facilitator's {@code /verify} and {@code /settle}. */
    record FacilitatorRequest(int x402Version, JsonNode paymentPayload, Requirements paymentRequirements) {
    }

    /** A header value: standard base64 of the UTF-8 JSON of {@code message}. */
    public static String header(Object message) {
        try {
            return Base64.getEncoder().encodeToString(MAPPER.writeValueAsBytes(message));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an x402 " + message.getClass().getSimpleName() + " did not serialize", e);
        }
    }

    /** The JSON object a header carries, or null when it is not base64 of one. */
    static JsonNode decode(String header) {
        try {
            byte[] json = Base64.getDecoder().decode(header.trim());
            JsonNode node = MAPPER.readTree(new String(json, StandardCharsets.UTF_8));
            return node != null && node.isObject() ? node : null;
        } catch (IllegalArgumentException | JsonProcessingException e) {
            return null;
        }
    }
}
