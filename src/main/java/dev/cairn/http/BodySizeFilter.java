package dev.cairn.http;

import dev.cairn.api.JsonBodies;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;

/** Refuses a declared over-size body before anything reads it; chunked bodies are bounded while read. */
@PreMatching
final class BodySizeFilter implements ContainerRequestFilter {
    @Override
    public void filter(ContainerRequestContext request) {
        if (request.getLength() > JsonBodies.MAX_BYTES) {
            request.abortWith(Problems.response(JsonBodies.tooLarge().problem()));
        }
    }
}
