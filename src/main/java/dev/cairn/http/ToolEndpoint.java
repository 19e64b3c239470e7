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
import java.net.URI;
import java.util.Optional;
import org.glassfish.jersey.process.Inflector;

/**
 * The REST route of one catalog operation: read the body, run the call, answer with its result or problem and
 * the {@code RateLimit-Policy} and {@code RateLimit} fields of the quota it was counted on.
 */
final class ToolEndpoint implements Inflector<ContainerRequestContext, Response> {
    private final Operation<?> operation;
    private final ToolRunner runner;
    private final Optional<URI> publicBaseUrl;

    ToolEndpoint(Operation<?> operation, ToolRunner runner, Optional<URI> publicBaseUrl) {
        this.operation = operation;
        this.runner = runner;
        this.publicBaseUrl = publicBaseUrl;
    }

    @Override
    public Response apply(ContainerRequestContext request) {
        byte[] body = JsonBodies.read(request.getEntityStream());
        ToolRunner.Answer answer = runner.run(operation, () -> JsonBodies.parseObject(body), new RequestFacts(
                request.getHeaderString(HttpHeaders.AUTHORIZATION),
                RequestFacts.baseUrl(publicBaseUrl, request.getUriInfo().getBaseUri()),
                (String) request.getProperty(RequestFacts.CLIENT_ADDRESS)));
        Response.ResponseBuilder response = answer.problem() == null
                ? Response.ok(Json.bytes(answer.result()), MediaType.APPLICATION_JSON_TYPE)
                : Response.fromResponse(Problems.response(answer.problem()));
        if (answer.rateLimit() != null) {
            answer.rateLimit().headers().forEach(response::header);
        }
        // A public endpoint's answers, refusals too, concern a secret token: kept by no cache.
        return response.header(HttpHeaders.CACHE_CONTROL, null)
                .header(HttpHeaders.CACHE_CONTROL, operation.isTool() ? "no-store" : PublicAnswers.CACHE_CONTROL)
                .build();
    }
}
