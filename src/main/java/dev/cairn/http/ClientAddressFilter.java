package dev.cairn.http;

import dev.cairn.api.RequestFacts;
import io.dropwizard.core.server.DefaultServerFactory;
import io.dropwizard.core.server.ServerFactory;
import io.dropwizard.core.server.SimpleServerFactory;
import io.dropwizard.jetty.ConnectorFactory;
import io.dropwizard.jetty.HttpConnectorFactory;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.util.Collections;
import java.util.List;

/**
 * Hands every route, REST and MCP, the public client address as the request property
 * {@link RequestFacts#CLIENT_ADDRESS}: the socket's peer, or behind a trusted proxy the address the
 * forwarded headers name ({@code access.trustedProxies}, see {@code access.TrustedProxies}). A servlet filter,
 * as Jersey routes read servlet request attributes as their properties: a Jersey filter would need the servlet
 * request injected, which costs a request-scoped proxy per call.
 */
public final class ClientAddressFilter implements Filter {
    /** The client address of a request from {@code peer} with these {@code Forwarded} and {@code X-Forwarded-For} lines. */
    @FunctionalInterface
    public interface Resolver {
        String clientAddress(String peer, List<String> forwarded, List<String> forwardedFor);
    }

    private final Resolver resolver;

    /**
     * Refuses a server whose application connectors set {@code useForwardedHeaders}: Jetty would then replace
     * the socket's peer with the leftmost forwarded value, which the client writes, before the resolver sees it.
     */
    public ClientAddressFilter(ServerFactory server, Resolver resolver) {
        if (applicationConnectors(server).stream()
                .anyMatch(connector -> connector instanceof HttpConnectorFactory http && http.isUseForwardedHeaders())) {
            throw new IllegalStateException("server.applicationConnectors: useForwardedHeaders must be false (Jetty would "
                    + "take the client address from the leftmost forwarded value, which any client can write); "
                    + "list the reverse proxies in access.trustedProxies instead");
        }
        this.resolver = resolver;
    }

    private static List<ConnectorFactory> applicationConnectors(ServerFactory server) {
        if (server instanceof DefaultServerFactory standard) {
            return standard.getApplicationConnectors();
        }
        if (server instanceof SimpleServerFactory simple) {
            return List.of(simple.getConnector());
        }
        return List.of();
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) request;
        request.setAttribute(RequestFacts.CLIENT_ADDRESS, resolver.clientAddress(http.getRemoteAddr(),
                Collections.list(http.getHeaders("Forwarded")), Collections.list(http.getHeaders("X-Forwarded-For"))));
        chain.doFilter(request, response);
    }
}
