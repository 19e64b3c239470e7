package dev.cairn.http;

import dev.cairn.api.Caller;
import dev.cairn.api.JsonBodies;
import dev.cairn.api.PaymentRefusal;
import dev.cairn.api.Payments;
import dev.cairn.api.Problem;
import dev.cairn.api.RequestFacts;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.ToolRunner;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.Optional;

/**
 * A call paid with x402 (spec §5.6), on a {@code /x402/v1/} route or a premium {@code /v1/} route: the payment
 * is checked, reserved and verified before the tool runs, and settled after it succeeded and before its result
 * leaves; a result whose payment did not settle is never sent. A tool's own refusal (400, 413, 422) is
 * answered as it is, and its payment is not settled. The resource URL a payment names is built on the
 * configured public base URL, never on the request's {@code Host}.
 */
final class PaidCalls {
    static final String PAYMENT_SIGNATURE = Payments.PAYMENT_SIGNATURE;
    private static final String PLAN = "x402";
    private static final String FIRST_ERROR = "Payment required"; // the reference server's words

    private final Payments payPerCall;
    private final ToolRunner runner;
    private final Optional<URI> publicBaseUrl;

    PaidCalls(Payments payPerCall, ToolRunner runner, Optional<URI> publicBaseUrl) {
        this.payPerCall = payPerCall;
        this.runner = runner;
        this.publicBaseUrl = publicBaseUrl;
    }

    boolean enabled() {
        return payPerCall != null;
    }

    String baseUrl(ContainerRequestContext request) {
        return RequestFacts.baseUrl(publicBaseUrl, request.getUriInfo().getBaseUri());
    }

    /** Runs {@code operation} if the request's {@code PAYMENT-SIGNATURE} pays for it; 402 when there is none. */
    Response call(Operation<?> operation, String route, byte[] body, ContainerRequestContext request) {
        String header = request.getHeaderString(PAYMENT_SIGNATURE);
        String resource = publicBaseUrl.orElseThrow() + route;
        if (header == null) {
            return paymentRequired(resource, FIRST_ERROR, Problem.of(402, "payment_required", "Payment Required",
                    "This route is paid per call with x402 v2: sign a payment for the PAYMENT-REQUIRED header's"
                            + " terms and send it as PAYMENT-SIGNATURE."), null);
        }
        Payments.Payment payment;
        try {
            payment = payPerCall.accept(header);
        } catch (PaymentRefusal refused) {
            return refusal(resource, refused);
        }
        ToolRunner.Answer answer = runner.runPaid(operation, () -> JsonBodies.parseObject(body),
                new Caller(null, PLAN, baseUrl(request)));
        if (answer.problem() != null) {
            return ToolEndpoint.respond(operation, answer).build();
        }
        String settlement;
        try {
            settlement = payPerCall.settle(payment, operation.spec().name());
        } catch (PaymentRefusal refused) {
            return refusal(resource, refused);
        }
        return ToolEndpoint.respond(operation, answer).header(Payments.PAYMENT_RESPONSE, settlement).build();
    }

    /** The 402 a premium route answers once its anonymous trial is used up, instead of the trial's 401. */
    Response required(Operation<?> operation, ToolRunner.Answer trialExhausted) {
        Problem problem = Problem.of(402, "payment_required", "Payment Required", "The anonymous trial of "
                + operation.spec().name() + " is used up this month: pay for this call with x402 (the"
                + " PAYMENT-REQUIRED header's terms), or send an API key.");
        Response response = paymentRequired(publicBaseUrl.orElseThrow() + operation.spec().path(), FIRST_ERROR,
                problem, null);
        Response.ResponseBuilder withLimits = Response.fromResponse(response);
        if (trialExhausted.rateLimit() != null) {
            trialExhausted.rateLimit().headers().forEach(withLimits::header);
        }
        return withLimits.build();
    }

    private Response refusal(String resource, PaymentRefusal refused) {
        String title = refused.status() == 400 ? "Bad Request" : "Payment Required";
        return paymentRequired(resource, refused.reason(),
                Problem.of(refused.status(), refused.code(), title, refused.getMessage()), refused.paymentResponse());
    }

    private Response paymentRequired(String resource, String error, Problem problem, String paymentResponse) {
        Response.ResponseBuilder response = Response.fromResponse(Problems.response(problem))
                .header(Payments.PAYMENT_REQUIRED, payPerCall.required(resource, error));
        if (paymentResponse != null) {
            response.header(Payments.PAYMENT_RESPONSE, paymentResponse);
        }
        return response.build();
    }
}
