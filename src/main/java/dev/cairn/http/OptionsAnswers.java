package dev.cairn.http;

import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

/**
 * {@code OPTIONS} on any route answers 204 with {@code Allow} and nothing else. Jersey's own answer was
 * 200 with the request's {@code Accept} value copied into {@code Content-Type}: a header echoed back.
 */
final class OptionsAnswers implements ContainerResponseFilter {
    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (HttpMethod.OPTIONS.equals(request.getMethod()) && response.getStatus() == 200 && !response.hasEntity()) {
            response.setStatus(Response.Status.NO_CONTENT.getStatusCode());
            response.getHeaders().remove(HttpHeaders.CONTENT_TYPE);
        }
    }
}
