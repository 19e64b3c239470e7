package dev.cairn.http;

import dev.cairn.api.Json;
import dev.cairn.api.JsonBodies;
import dev.cairn.api.OwnerMeter;
import dev.cairn.api.SignalDelivery;
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
 * the token in the path is the credential, so {@link RedactingRequestLog} keeps it out of the request log. Each
 * accepted event is a call of the inbox's owner ({@link OwnerMeter}); the sender sees no quota of the owner's.
 */
@Path(SignalDeliveryEndpoint.PATH)
public final class SignalDeliveryEndpoint {
    public static final String PATH = "/signal/{token}";

    private final SignalDelivery signals;
    private final OwnerMeter owners;

    public SignalDeliveryEndpoint(SignalDelivery signals, OwnerMeter owners) {
        this.signals = signals;
        this.owners = owners;
    }

    @POST
    public Response deliver(@PathParam("token") String token, @HeaderParam(HttpHeaders.CONTENT_TYPE) String type,
                            @HeaderParam(HttpHeaders.CONTENT_LENGTH) String length, InputStream body) {
        if (BufferedBodies.declaresMoreThan(length, signals.maxBodyBytes())) {
            throw signals.tooLarge(); // refused before a byte of it is read
        }
        byte[] bytes = JsonBodies.readUpTo(body, signals.maxBodyBytes());
        return Response.accepted(Json.bytes(signals.deliver(token, type, bytes, owners)))
                .type(MediaType.APPLICATION_JSON_TYPE)
                .header(HttpHeaders.CACHE_CONTROL, "no-store")
                .build();
    }
}
