package dev.cairn.http;

import dev.cairn.api.Incidents;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;

/** Any failure nobody anticipated: logged with an id, answered with that id and nothing else. */
final class UnexpectedExceptionMapper implements ExceptionMapper<Throwable> {
    @Override
    public Response toResponse(Throwable exception) {
        return Problems.response(Incidents.report(exception));
    }
}
