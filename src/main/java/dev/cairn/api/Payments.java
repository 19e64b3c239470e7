package dev.cairn.api;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Pay-per-call (x402 v2, spec §5.6) as the routes use it: the terms a 402 offers, then a paid call's two steps
 * around the tool, {@link #accept} before it runs and {@link #settle} after it succeeded. Both throw
 * {@link PaymentRefusal}. Header values are standard base64 of UTF-8 JSON.
 */
public interface Payments {
    String PAYMENT_REQUIRED = "PAYMENT-REQUIRED";
    String PAYMENT_SIGNATURE = "PAYMENT-SIGNATURE";
    String PAYMENT_RESPONSE = "PAYMENT-RESPONSE";

    /** A payment that was checked, reserved and verified, held until the tool has run. */
    record Payment(JsonNode payload, String payer) {
    }

    /** The {@code PAYMENT-REQUIRED} value of a 402 for {@code resourceUrl}; {@code error} says why, when anything did. */
    String required(String resourceUrl, String error);

    /** Checks, reserves and verifies the payment a {@code PAYMENT-SIGNATURE} header carries. */
    Payment accept(String paymentSignature);

    /** Settles a verified payment for a call of {@code tool}; the {@code PAYMENT-RESPONSE} value reporting its success. */
    String settle(Payment payment, String tool);
}
