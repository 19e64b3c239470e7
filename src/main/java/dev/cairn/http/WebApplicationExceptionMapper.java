package dev.cairn.http;

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
        // Refused before any route read the body, so the connection cannot carry another request.
        Response.ResponseBuilder problem = Response.fromResponse(
                Problems.response(StatusProblems.of(status))).header("Connection", "close");
        String allow = original.getHeaderString(HttpHeaders.ALLOW);
        return (allow == null ? problem : problem.header(HttpHeaders.ALLOW, allow)).build();
    }
}
