package dev.cairn.http;

import com.google.re2j.Pattern;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.Set;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.http.HttpURI;
import org.eclipse.jetty.server.ConnectionMetaData;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.HostPort;

/**
 * A request as a request log may see it, whatever its format prints: the path without query, the
 * signal route's token redacted and any other path through {@link LoggableText}; a method Jetty knows,
 * else {@code -}; one header, {@code User-Agent}, through {@link LoggableText}, and no other (no
 * {@code Referer}, {@code Cookie}, {@code Authorization}, {@code Host}, {@code X-Forwarded-*}); no
 * request attributes; no authority but the server's own; the socket's remote address only when it is an IP
 * literal.
 */
final class LoggedRequest extends Request.Wrapper {
    /** The signal route however a client spells it (case, matrix parameters, percent-encoding, dot segments). */
    private static final Pattern SIGNAL_ROUTE = Pattern.compile("(?i)/signal(;[^/]*)?/");
    private static final String REDACTED_SIGNAL_PATH = "/signal/<redacted>";
    private static final Pattern IP_LITERAL =
            Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}|\\[?[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*]?");
    private static final int LONGEST_IP_LITERAL = 47;
    private static final String UNKNOWN = "-";

    private HttpURI loggedUri;

    LoggedRequest(Request request) {
        super(request);
    }

    @Override
    public HttpURI getHttpURI() {
        if (loggedUri == null) {
            loggedUri = pathOnly(super.getHttpURI());
        }
        return loggedUri;
    }

    private static HttpURI pathOnly(HttpURI uri) {
        if (uri.getPath() == null) { // CONNECT's authority-form
            return HttpURI.build();
        }
        boolean signal = names(uri.getPath()) || names(uri.getCanonicalPath()) || names(uri.getDecodedPath());
        return HttpURI.build().path(signal ? REDACTED_SIGNAL_PATH : LoggableText.of(uri.getPath()));
    }

    private static boolean names(String path) {
        return path != null && mayName(path) && SIGNAL_ROUTE.matcher(path).find();
    }

    /**
     * Whether {@code path} holds "gnal" in any case, which every match of {@link #SIGNAL_ROUTE} does (no other
     * character folds to g, n, a or l): most paths are ruled out here without the regex.
     */
    static boolean mayName(String path) {
        for (int at = 0; at + 4 <= path.length(); at++) {
            if ((path.charAt(at) | 0x20) == 'g' && (path.charAt(at + 1) | 0x20) == 'n'
                    && (path.charAt(at + 2) | 0x20) == 'a' && (path.charAt(at + 3) | 0x20) == 'l') {
                return true;
            }
        }
        return false;
    }

    @Override
    public String getMethod() {
        HttpMethod known = HttpMethod.fromString(super.getMethod());
        return known == null ? UNKNOWN : known.asString();
    }

    @Override
    public HttpFields getHeaders() {
        HttpField userAgent = super.getHeaders().getField(HttpHeader.USER_AGENT);
        return userAgent == null ? HttpFields.EMPTY
                : HttpFields.build(1).put(HttpHeader.USER_AGENT, LoggableText.of(userAgent.getValue())).asImmutable();
    }

    // Attributes can hold request text (a servlet error's request URI, parsed cookies); none is shown,
    // and none is cached on the real request by a log format that parses something.
    @Override
    public Object getAttribute(String name) {
        return null;
    }

    @Override
    public Set<String> getAttributeNameSet() {
        return Set.of();
    }

    @Override
    public Object setAttribute(String name, Object attribute) {
        return null;
    }

    @Override
    public Object removeAttribute(String name) {
        return null;
    }

    @Override
    public ConnectionMetaData getConnectionMetaData() {
        return new Connection(super.getConnectionMetaData());
    }

    private static final class Connection extends ConnectionMetaData.Wrapper {
        Connection(ConnectionMetaData wrapped) {
            super(wrapped);
        }

        @Override
        public SocketAddress getRemoteSocketAddress() {
            SocketAddress remote = super.getRemoteSocketAddress();
            // Jetty leaves the address a forwarded header named unresolved, the socket's resolved.
            if (!(remote instanceof InetSocketAddress address) || !address.isUnresolved()
                    || isIpLiteral(address.getHostString())) {
                return remote;
            }
            return InetSocketAddress.createUnresolved(UNKNOWN, address.getPort());
        }

        private static boolean isIpLiteral(String host) {
            return host.length() <= LONGEST_IP_LITERAL && IP_LITERAL.matcher(host).matches();
        }

        /** The configured authority or the local address, never one a forwarded header named. */
        @Override
        public HostPort getServerAuthority() {
            HostPort configured = getHttpConfiguration().getServerAuthority();
            if (configured != null || !(getLocalSocketAddress() instanceof InetSocketAddress local)) {
                return configured;
            }
            return new HostPort(local.getHostString(), local.getPort());
        }
    }
}
