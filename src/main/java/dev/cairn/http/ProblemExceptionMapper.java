package dev.cairn.http;

import dev.cairn.api.ProblemException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;

final class ProblemExceptionMapper implements ExceptionMapper<ProblemException> {
    @Override
    public Response toResponse(ProblemException exception) {
        Response response = Problems.response(exception.problem());
        return exception.retryAfterSeconds().isEmpty() ? response : Response.fromResponse(response)
                .header(HttpHeaders.RETRY_AFTER, exception.retryAfterSeconds().getAsLong()).build();
    }
}
