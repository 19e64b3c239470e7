package dev.cairn.http;

import dev.cairn.api.Json;
import dev.cairn.api.JsonBodies;
import dev.cairn.control.signal.SignalPayload;
import dev.cairn.control.signal.SignalService;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.InputStream;

/**
 * {@code POST /signal/{token}}: the public delivery endpoint of signal inboxes (spec §4.4, §6). No API key;
 * the token in the path is the credential, so {@link RedactingRequestLog} keeps it out of the request log.
 */
@Path(SignalDeliveryEndpoint.PATH)
public final class SignalDeliveryEndpoint {
    public static final String PATH = "/signal/{token}";

    private final SignalService signals;

    public SignalDeliveryEndpoint(SignalService signals) {
        this.signals = signals;
    }

    @POST
    public Response deliver(@PathParam("token") String token, @HeaderParam(HttpHeaders.CONTENT_TYPE) String type,
                            @HeaderParam(HttpHeaders.CONTENT_LENGTH) String length, InputStream body) {
        if (BufferedBodies.declaresMoreThan(length, SignalPayload.MAX_BYTES)) {
            throw SignalPayload.tooLarge(); // refused before a byte of it is read
        }
        SignalPayload payload = SignalPayload.of(type, JsonBodies.readUpTo(body, SignalPayload.MAX_BYTES));
        return Response.accepted(Json.bytes(signals.deliver(token, payload)))
                .type(MediaType.APPLICATION_JSON_TYPE)
                .header(HttpHeaders.CACHE_CONTROL, "no-store")
                .build();
    }
}
