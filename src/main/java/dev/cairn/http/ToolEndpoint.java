package dev.cairn.http;

import dev.cairn.api.JsonBodies;
import dev.cairn.api.Json;
import dev.cairn.api.RequestFacts;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.ToolRunner;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.glassfish.jersey.process.Inflector;

/**
 * The REST route of one catalog operation: read the body, run the call, answer with its result or problem and
 * the {@code RateLimit-Policy} and {@code RateLimit} fields of the quota it was counted on. With pay-per-call
 * enabled, a premium tool's route takes a payment instead ({@code PAYMENT-SIGNATURE}), and past its anonymous
 * trial answers 402 with the payment terms rather than 401.
 */
final class ToolEndpoint implements Inflector<ContainerRequestContext, Response> {
    static final String TRIAL_EXHAUSTED = "trial_exhausted";

    private final Operation<?> operation;
    private final ToolRunner runner;
    private final PaidCalls paid;

    ToolEndpoint(Operation<?> operation, ToolRunner runner, PaidCalls paid) {
        this.operation = operation;
        this.runner = runner;
        this.paid = paid;
    }

    @Override
    public Response apply(ContainerRequestContext request) {
        byte[] body = JsonBodies.read(request.getEntityStream(), request.getLength());
        boolean payable = paid.enabled() && operation.spec().payable();
        if (payable && request.getHeaderString(PaidCalls.PAYMENT_SIGNATURE) != null) {
            return paid.call(operation, operation.spec().path(), body, request);
        }
        ToolRunner.Answer answer = runner.run(operation, () -> JsonBodies.parseObject(body), new RequestFacts(
                request.getHeaderString(HttpHeaders.AUTHORIZATION), paid.baseUrl(request),
                (String) request.getProperty(RequestFacts.CLIENT_ADDRESS)));
        if (payable && answer.problem() != null && TRIAL_EXHAUSTED.equals(answer.problem().code())) {
            return paid.required(operation, answer);
        }
        return respond(operation, answer).build();
    }

    /** The answer's result or problem, with its rate-limit fields and the route's cache policy. */
    static Response.ResponseBuilder respond(Operation<?> operation, ToolRunner.Answer answer) {
        Response.ResponseBuilder response = answer.problem() == null
                ? Response.ok(Json.bytes(answer.result()), MediaType.APPLICATION_JSON_TYPE)
                : Response.fromResponse(Problems.response(answer.problem()));
        if (answer.rateLimit() != null) {
            answer.rateLimit().headers().forEach(response::header);
        }
        // A public endpoint's answers, refusals too, concern a secret token: kept by no cache.
        return response.header(HttpHeaders.CACHE_CONTROL, null)
                .header(HttpHeaders.CACHE_CONTROL, operation.isTool() ? "no-store" : PublicAnswers.CACHE_CONTROL);
    }
}
