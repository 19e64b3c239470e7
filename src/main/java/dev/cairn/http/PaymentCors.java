package dev.cairn.http;

import dev.cairn.api.Payments;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.Set;

/**
 * Lets a web page pay for a call (spec §5.6): on the routes that take x402 payments, a cross-origin request
 * may send {@code PAYMENT-SIGNATURE} and read {@code PAYMENT-REQUIRED}, {@code PAYMENT-RESPONSE} and the rate
 * limit fields. No credentials are allowed: a payment is its own credential.
 */
final class PaymentCors implements ContainerResponseFilter {
    private final Set<String> paths;

    PaymentCors(Set<String> paths) {
        this.paths = Set.copyOf(paths);
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getHeaderString("Origin") == null
                || !paths.contains(request.getUriInfo().getRequestUri().getPath())) {
            return;
        }
        MultivaluedMap<String, Object> headers = response.getHeaders();
        headers.putSingle("Access-Control-Allow-Origin", "*");
        headers.putSingle("Access-Control-Expose-Headers", String.join(", ", Payments.PAYMENT_REQUIRED,
                Payments.PAYMENT_RESPONSE, "RateLimit", "RateLimit-Policy", "Retry-After"));
        if (HttpMethod.OPTIONS.equals(request.getMethod())) {
            headers.putSingle("Access-Control-Allow-Methods", "POST");
            headers.putSingle("Access-Control-Allow-Headers", "Content-Type, " + Payments.PAYMENT_SIGNATURE);
            headers.putSingle("Access-Control-Max-Age", "600");
        }
    }
}
