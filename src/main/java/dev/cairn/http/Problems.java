package dev.cairn.http;

import dev.cairn.api.Json;
import dev.cairn.api.Problem;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.jetty.util.Callback;

/** Renders problems as {@code application/problem+json} responses, from Jersey or from Jetty itself. */
public final class Problems {
    private Problems() {
    }

    public static Response response(Problem problem) {
        Response.ResponseBuilder response = Response.status(problem.status())
                .type(Problem.MEDIA_TYPE)
                .entity(Json.bytes(problem));
        headers(problem).forEach(response::header);
        return response.build();
    }

    /** The same answer written by a Jetty handler, before or outside Jersey. */
    static void write(org.eclipse.jetty.server.Response response, Problem problem, Callback callback) {
        response.setStatus(problem.status());
        response.getHeaders().put(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE);
        headers(problem).forEach(response.getHeaders()::put);
        response.write(true, ByteBuffer.wrap(Json.bytes(problem)), callback);
    }

    private static Map<String, String> headers(Problem problem) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put(HttpHeaders.CACHE_CONTROL, "no-store");
        if (problem.status() == 401) {
            headers.put(HttpHeaders.WWW_AUTHENTICATE, "Bearer realm=\"cairn\"");
        }
        if (problem.retryAfterSeconds() > 0) {
            headers.put(HttpHeaders.RETRY_AFTER, Long.toString(problem.retryAfterSeconds()));
        }
        if (problem.status() == 413) {
            // The rest of the body stays unread, so the connection cannot carry another request.
            headers.put("Connection", "close");
        }
        return headers;
    }
}
