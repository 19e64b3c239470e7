package dev.cairn.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import dev.cairn.api.JsonBodies;
import dev.cairn.api.ProblemException;
import dev.cairn.api.RequestFacts;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.Optional;
import org.glassfish.jersey.process.Inflector;

/**
 * {@code POST /mcp}: one JSON-RPC message per request, answered with JSON (never a stream) and no
 * session. Requests get their response; notifications and responses get 202 with no body.
 */
final class McpEndpoint implements Inflector<ContainerRequestContext, Response> {
    private final OriginPolicy origins;
    private final McpMethods methods;

    private final Optional<URI> publicBaseUrl;

    McpEndpoint(OriginPolicy origins, McpMethods methods, Optional<URI> publicBaseUrl) {
        this.origins = origins;
        this.methods = methods;
        this.publicBaseUrl = publicBaseUrl;
    }

    @Override
    public Response apply(ContainerRequestContext request) {
        // Read first: the connection stays usable.
        byte[] body = JsonBodies.read(request.getEntityStream(), request.getLength());
        RpcMessage message;
        try {
            admitTransport(request);
            message = RpcMessage.read(parse(body));
        } catch (RpcError refused) {
            return reply(refused.httpStatus(), refused.response(), null);
        }
        Era era = Era.of(message, request.getHeaderString(Era.VERSION_HEADER));
        if (message.kind() != RpcMessage.Kind.REQUEST) {
            return Response.accepted().header(Era.VERSION_HEADER, era.version()).build();
        }
        try {
            Envelope.check(era, message, request::getHeaderString);
            ObjectNode result = methods.handle(era, message, new RequestFacts(
                    request.getHeaderString(HttpHeaders.AUTHORIZATION),
                    RequestFacts.baseUrl(publicBaseUrl, request.getUriInfo().getBaseUri()),
                    (String) request.getProperty(RequestFacts.CLIENT_ADDRESS)));
            ObjectNode response = Json.MAPPER.createObjectNode().put("jsonrpc", "2.0");
            response.set("id", message.id());
            response.set("result", result);
            return reply(200, response, era);
        } catch (RpcError refused) {
            return reply(refused.httpStatus(), refused.answering(message.id()).response(), era);
        }
    }

    private void admitTransport(ContainerRequestContext request) {
        if (!origins.admits(request.getHeaderString("Origin"))) {
            throw RpcError.forbiddenOrigin();
        }
        MediaType type = request.getMediaType();
        if (type == null || !type.isCompatible(MediaType.APPLICATION_JSON_TYPE) || type.isWildcardSubtype()) {
            throw RpcError.unsupportedMediaType();
        }
        if (!request.getAcceptableMediaTypes().stream().anyMatch(MediaType.APPLICATION_JSON_TYPE::isCompatible)) {
            throw RpcError.notAcceptable();
        }
    }

    private static JsonNode parse(byte[] body) {
        try {
            return JsonBodies.parse(body);
        } catch (ProblemException malformed) {
            throw RpcError.parseError("Parse error: " + malformed.getMessage());
        }
    }

    private static Response reply(int status, ObjectNode json, Era era) {
        Response.ResponseBuilder response = Response.status(status)
                .type(MediaType.APPLICATION_JSON_TYPE)
                .header(HttpHeaders.CACHE_CONTROL, "no-store")
                .entity(Json.bytes(json));
        return (era == null ? response : response.header(Era.VERSION_HEADER, era.version())).build();
    }
}
