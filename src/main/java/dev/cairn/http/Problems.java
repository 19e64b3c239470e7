package dev.cairn.http;

import dev.cairn.api.Json;
import dev.cairn.api.Problem;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

/** Renders problems as {@code application/problem+json} responses. */
public final class Problems {
    private Problems() {
    }

    public static Response response(Problem problem) {
        Response.ResponseBuilder response = Response.status(problem.status())
                .type(Problem.MEDIA_TYPE)
                .header(HttpHeaders.CACHE_CONTROL, "no-store")
                .entity(Json.bytes(problem));
        if (problem.status() == 401) {
            response.header(HttpHeaders.WWW_AUTHENTICATE, "Bearer realm=\"cairn\"");
        }
        if (problem.retryAfterSeconds() > 0) {
            response.header(HttpHeaders.RETRY_AFTER, problem.retryAfterSeconds());
        }
        if (problem.status() == 413) {
            // The rest of the body stays unread, so the connection cannot carry another request.
            response.header("Connection", "close");
        }
        return response.build();
    }
}
