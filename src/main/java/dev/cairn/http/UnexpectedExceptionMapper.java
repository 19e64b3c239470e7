package dev.cairn.http;

import dev.cairn.api.Problem;
import dev.cairn.store.Ids;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Any failure nobody anticipated: logged with an id, answered with that id and nothing else. */
final class UnexpectedExceptionMapper implements ExceptionMapper<Throwable> {
    private static final Logger LOG = LoggerFactory.getLogger(UnexpectedExceptionMapper.class);

    @Override
    public Response toResponse(Throwable exception) {
        String incident = Ids.mint("err");
        LOG.error("unexpected failure {}", incident, exception);
        return Problems.response(Problem.of(500, "internal_error", "Internal error",
                "The service failed to handle this request; quote " + incident + " when reporting it."));
    }
}
