package dev.cairn.http;

import dev.cairn.api.JsonBodies;
import dev.cairn.api.Problem;
import dev.cairn.catalog.Operation;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import org.glassfish.jersey.process.Inflector;

/**
 * {@code POST /x402/v1/<route>}: a premium text tool paid per call, with the same body as its {@code /v1/} twin.
 * It always takes the 402 flow and never touches the anonymous trial; without pay-per-call enabled it is 404.
 */
final class PaidEndpoint implements Inflector<ContainerRequestContext, Response> {
    private final Operation<?> operation;
    private final PaidCalls paid;

    PaidEndpoint(Operation<?> operation, PaidCalls paid) {
        this.operation = operation;
        this.paid = paid;
    }

    @Override
    public Response apply(ContainerRequestContext request) {
        if (!paid.enabled()) {
            return Problems.response(Problem.of(404, "pay_per_call_disabled", "Not Found",
                    "Pay-per-call (x402) is not enabled on this server: use /v1" + operation.spec().path()
                            .substring("/v1".length()) + " with an API key."));
        }
        byte[] body = JsonBodies.read(request.getEntityStream(), request.getLength());
        return paid.call(operation, operation.spec().paidPath(), body, request);
    }
}
