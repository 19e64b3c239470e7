package dev.cairn.http;

import dev.cairn.api.Problem;
import jakarta.ws.rs.core.Response;

/** The problem document of a refusal that only has a status: Jersey's own, or Jetty's before any route. */
final class StatusProblems {
    private StatusProblems() {
    }

    static Problem of(int status) {
        Response.StatusType type = Response.Status.fromStatusCode(status);
        String title = type == null ? "HTTP " + status : type.getReasonPhrase();
        String code = switch (status) {
            case 400 -> "malformed_request";
            case 404 -> "not_found";
            case 405 -> "method_not_allowed";
            case 406 -> "not_acceptable";
            case 415 -> "unsupported_media_type";
            default -> "http_" + status;
        };
        String detail = switch (status) {
            case 400 -> "The request is not well-formed HTTP.";
            case 404 -> "No route at this path. Tools are POST routes under /v1/.";
            case 405 -> "This route does not accept this method; see the Allow header.";
            default -> "The request was refused.";
        };
        return Problem.of(status, code, title, detail);
    }
}
