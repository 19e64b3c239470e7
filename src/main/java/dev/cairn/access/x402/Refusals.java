package dev.cairn.access.x402;

import dev.cairn.api.PaymentRefusal;

/** The refusals of a payment, each with its problem code and x402 reason. */
final class Refusals {
    private Refusals() {
    }

    static PaymentRefusal malformed(String detail) {
        return new PaymentRefusal(400, "payment_malformed", "invalid_payload", detail, null);
    }

    static PaymentRefusal invalid(String reason, String detail) {
        return new PaymentRefusal(402, "payment_invalid", reason, detail, null);
    }

    static PaymentRefusal replayed() {
        return new PaymentRefusal(402, "payment_replayed", "invalid_exact_evm_nonce_already_used",
                "This payment authorization was already presented: sign a new payment for each call.", null);
    }

    /** The facilitator was asked and did not verify or settle; {@code paymentResponse} reports it. */
    static PaymentRefusal notSettled(String reason, String detail, String paymentResponse) {
        return new PaymentRefusal(402, "payment_not_settled", reason, detail, paymentResponse);
    }
}
