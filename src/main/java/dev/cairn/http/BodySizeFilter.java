package dev.cairn.http;

import dev.cairn.api.JsonBodies;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.HttpHeaders;

/** Refuses a declared over-size body before anything reads it; chunked bodies are bounded while read. */
@PreMatching
final class BodySizeFilter implements ContainerRequestFilter {
    @Override
    public void filter(ContainerRequestContext request) {
        if (declaresMoreThan(request.getHeaderString(HttpHeaders.CONTENT_LENGTH), JsonBodies.MAX_BYTES)) {
            request.abortWith(Problems.response(JsonBodies.tooLarge().problem()));
        }
    }

    /**
     * Read as a long: Jersey's own {@code getLength()} parses an int and fails (500) on a length over 2 GiB,
     * which Jetty accepts. Jetty has already refused a length that is not a number.
     */
    static boolean declaresMoreThan(String contentLength, long limit) {
        if (contentLength == null) {
            return false;
        }
        try {
            return Long.parseLong(contentLength.trim()) > limit;
        } catch (NumberFormatException e) {
            return contentLength.trim().matches("[0-9]+"); // beyond a long: larger than any limit
        }
    }
}
