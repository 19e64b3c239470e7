package dev.cairn.api;

/**
 * A payment Cairn will not take: 400 when the header is not an x402 v2 payment at all, 402 when it is one that
 * does not pay for this call. {@code reason} is x402's name for the defect (the {@code error} of the fresh
 * {@code PAYMENT-REQUIRED}, and a metric); the message says it in words without quoting the payment.
 * {@code paymentResponse} is set when the facilitator was asked and failed: the {@code PAYMENT-RESPONSE} header.
 */
public final class PaymentRefusal extends RuntimeException {
    private final int status;
    private final String code;
    private final String reason;
    private final String paymentResponse;

    public PaymentRefusal(int status, String code, String reason, String detail, String paymentResponse) {
        super(detail, null, false, false);
        this.status = status;
        this.code = code;
        this.reason = reason;
        this.paymentResponse = paymentResponse;
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    public String reason() {
        return reason;
    }

    /** The {@code PAYMENT-RESPONSE} header reporting a failed settlement, or null when none was attempted. */
    public String paymentResponse() {
        return paymentResponse;
    }
}
