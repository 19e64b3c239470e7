package dev.cairn.http;

import dev.cairn.api.RequestFacts;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.Context;

/**
 * Hands every route, REST and MCP, the client's address as the request property
 * {@link RequestFacts#CLIENT_ADDRESS}: the address Jetty reports, which is the socket's peer or, on a
 * connector with {@code useForwardedHeaders: true}, the one {@code Forwarded} or {@code X-Forwarded-For}
 * names. Routes are Jersey inflectors, which cannot have the servlet request injected themselves.
 */
public final class ClientAddressFilter implements ContainerRequestFilter {
    @Context
    private HttpServletRequest servletRequest;

    @Override
    public void filter(ContainerRequestContext request) {
        request.setProperty(RequestFacts.CLIENT_ADDRESS, servletRequest.getRemoteAddr());
    }
}
