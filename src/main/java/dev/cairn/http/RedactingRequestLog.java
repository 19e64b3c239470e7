package dev.cairn.http;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.dropwizard.request.logging.RequestLogFactory;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpURI;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.RequestLog;
import org.eclipse.jetty.server.Response;

/**
 * A request log that never sees a bearer token in a path: the request it is given answers with
 * {@code /signal/<redacted>} for {@code /signal/<token>} (path and query are what every log format prints).
 * {@link #around} wraps whatever request log the configuration chose.
 */
public final class RedactingRequestLog implements RequestLog {
    /** The signal route however a client spells it (case, matrix parameters, percent-encoding, dot segments). */
    private static final Pattern SIGNAL_ROUTE = Pattern.compile("(?i)/signal(;[^/]*)?/");
    static final String REDACTED_PATH = "/signal/<redacted>";

    private final RequestLog delegate;

    private RedactingRequestLog(RequestLog delegate) {
        this.delegate = delegate;
    }

    @Override
    public void log(Request request, Response response) {
        HttpURI uri = request.getHttpURI();
        if (!names(uri.getPath()) && !names(uri.getCanonicalPath()) && !names(uri.getDecodedPath())) {
            delegate.log(request, response);
            return;
        }
        HttpURI redacted = HttpURI.build(uri).path(REDACTED_PATH).query(null);
        delegate.log(new Request.Wrapper(request) {
            @Override
            public HttpURI getHttpURI() {
                return redacted;
            }
        }, response);
    }

    private static boolean names(String path) {
        return path != null && SIGNAL_ROUTE.matcher(path).find();
    }

    /** The configured request log factory, its logs redacted. */
    public static RequestLogFactory<RequestLog> around(RequestLogFactory<?> configured) {
        return new RequestLogFactory<>() {
            @Override
            @JsonIgnore
            public boolean isEnabled() {
                return configured.isEnabled();
            }

            @Override
            public RequestLog build(String name) {
                return new RedactingRequestLog(configured.build(name));
            }
        };
    }
}
