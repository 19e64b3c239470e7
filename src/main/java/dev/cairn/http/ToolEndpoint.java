package dev.cairn.http;

import dev.cairn.api.Admission;
import dev.cairn.api.Caller;
import dev.cairn.api.JsonBodies;
import dev.cairn.api.Json;
import dev.cairn.api.ProblemException;
import dev.cairn.api.RequestFacts;
import dev.cairn.catalog.Operation;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.Optional;
import org.glassfish.jersey.process.Inflector;

/** The REST route of one catalog operation: read the body, admit the caller, run the tool. */
final class ToolEndpoint implements Inflector<ContainerRequestContext, Response> {
    private final Operation<?> operation;
    private final Admission gate;

    private final Optional<URI> publicBaseUrl;

    ToolEndpoint(Operation<?> operation, Admission gate, Optional<URI> publicBaseUrl) {
        this.operation = operation;
        this.gate = gate;
        this.publicBaseUrl = publicBaseUrl;
    }

    @Override
    public Response apply(ContainerRequestContext request) {
        if (operation.isTool()) {
            return run(request);
        }
        try {
            return run(request);
        } catch (ProblemException refused) { // a public endpoint's refusals concern a secret token too
            return Response.fromResponse(Problems.response(refused.problem()))
                    .header(HttpHeaders.CACHE_CONTROL, null)
                    .header(HttpHeaders.CACHE_CONTROL, PublicAnswers.CACHE_CONTROL)
                    .build();
        }
    }

    private Response run(ContainerRequestContext request) {
        byte[] body = JsonBodies.read(request.getEntityStream());
        Caller caller = gate.admit(operation.spec().access(), new RequestFacts(
                request.getHeaderString(HttpHeaders.AUTHORIZATION),
                RequestFacts.baseUrl(publicBaseUrl, request.getUriInfo().getBaseUri()),
                (String) request.getProperty(RequestFacts.CLIENT_ADDRESS)));
        Object result = operation.invoke(JsonBodies.parseObject(body), caller);
        return Response.ok(Json.bytes(result), MediaType.APPLICATION_JSON_TYPE)
                .header(HttpHeaders.CACHE_CONTROL, operation.isTool() ? "no-store" : PublicAnswers.CACHE_CONTROL)
                .build();
    }
}
