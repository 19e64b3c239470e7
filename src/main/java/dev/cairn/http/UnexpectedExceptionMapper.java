package dev.cairn.http;

import dev.cairn.store.StoreOutage;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;

/**
 * Any failure no handler turned into a problem: a store outage is 503 {@code store_unavailable}; anything
 * else nobody anticipated is logged with an id, answered with that id and nothing else.
 */
final class UnexpectedExceptionMapper implements ExceptionMapper<Throwable> {
    @Override
    public Response toResponse(Throwable exception) {
        return Problems.response(StoreOutage.answer(exception));
    }
}
