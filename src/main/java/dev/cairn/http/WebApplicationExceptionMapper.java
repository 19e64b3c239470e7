package dev.cairn.http;

import dev.cairn.api.Problem;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;

/** Jersey's own refusals (no route, wrong method, ...) as problem documents. */
final class WebApplicationExceptionMapper implements ExceptionMapper<WebApplicationException> {
    @Override
    public Response toResponse(WebApplicationException exception) {
        Response original = exception.getResponse();
        int status = original.getStatus();
        Response.StatusType type = Response.Status.fromStatusCode(status);
        String title = type == null ? "HTTP " + status : type.getReasonPhrase();
        String code = switch (status) {
            case 404 -> "not_found";
            case 405 -> "method_not_allowed";
            case 406 -> "not_acceptable";
            case 415 -> "unsupported_media_type";
            default -> "http_" + status;
        };
        // Refused before any route read the body, so the connection cannot carry another request.
        Response.ResponseBuilder problem = Response.fromResponse(
                Problems.response(Problem.of(status, code, title, detail(status)))).header("Connection", "close");
        String allow = original.getHeaderString(HttpHeaders.ALLOW);
        return (allow == null ? problem : problem.header(HttpHeaders.ALLOW, allow)).build();
    }

    private static String detail(int status) {
        return switch (status) {
            case 404 -> "No route at this path. Tools are POST routes under /v1/.";
            case 405 -> "This route does not accept this method; see the Allow header.";
            default -> "The request was refused.";
        };
    }
}
