package dev.cairn.pages;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.Set;

/**
 * The browser-hardening headers of every answer under a page or asset route, errors (404, 405) included:
 * nothing runs but our own script, nothing is fetched but from our own origin, nothing frames the page,
 * and no page URL leaks through a Referer.
 */
final class PageHeaders implements ContainerResponseFilter {
    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; "
            + "connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    private final Set<String> firstSegments;

    PageHeaders(Set<String> firstSegments) {
        this.firstSegments = firstSegments;
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        String path = request.getUriInfo().getPath();
        int slash = path.indexOf('/');
        if (!firstSegments.contains(slash < 0 ? path : path.substring(0, slash))) {
            return;
        }
        MultivaluedMap<String, Object> headers = response.getHeaders();
        headers.putSingle("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        headers.putSingle("Referrer-Policy", "no-referrer");
        headers.putSingle("X-Content-Type-Options", "nosniff");
        headers.putSingle("X-Frame-Options", "DENY");
    }
}
