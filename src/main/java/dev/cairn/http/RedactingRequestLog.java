package dev.cairn.http;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.dropwizard.request.logging.RequestLogFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.RequestLog;
import org.eclipse.jetty.server.Response;

/**
 * A request log that is given only what {@link LoggedRequest} shows of each request, so that no format
 * can print a query, a token in a signal path, a cookie or a header other than a sanitized
 * {@code User-Agent}. {@link #around} wraps whatever request log the configuration chose.
 */
public final class RedactingRequestLog implements RequestLog {
    private final RequestLog delegate;

    private RedactingRequestLog(RequestLog delegate) {
        this.delegate = delegate;
    }

    @Override
    public void log(Request request, Response response) {
        delegate.log(new LoggedRequest(request), response);
    }

    /** The configured request log factory, its logs redacted; none at all unless {@code enabled}. */
    public static RequestLogFactory<RequestLog> around(RequestLogFactory<?> configured, boolean enabled) {
        return new RequestLogFactory<>() {
            @Override
            @JsonIgnore
            public boolean isEnabled() {
                return enabled && configured.isEnabled();
            }

            @Override
            public RequestLog build(String name) {
                return new RedactingRequestLog(configured.build(name));
            }
        };
    }
}
