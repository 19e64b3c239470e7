package dev.cairn.http;

import dev.cairn.api.ProblemException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;

final class ProblemExceptionMapper implements ExceptionMapper<ProblemException> {
    @Override
    public Response toResponse(ProblemException exception) {
        return Problems.response(exception.problem());
    }
}
