package dev.cairn.http;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.EventArgUtil;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import java.util.Arrays;
import java.util.List;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;

/**
 * Keeps request text out of what Jetty, Jersey and Dropwizard's HTTP layer log, at every level. Their
 * events about a malformed request quote it: a bad {@code Host} value, a duplicate header, a URI, an
 * exception message naming a header value. Each event of theirs is replaced by one with the same
 * logger, level and message template, every argument shown as {@code <withheld>}, and each exception
 * with its class and stack trace but its message {@code <withheld>}. A message with no arguments is
 * withheld whole: it may have been assembled from the request (Jetty logs some URIs as the message,
 * and Jersey's messages arrive through the JUL bridge already formatted). Cairn's own incident log
 * ({@code dev.cairn.api.Incidents}) keeps its arguments, the incident id it minted, but its exceptions
 * lose their messages too: an unexpected failure's message may quote the request that caused it.
 */
public final class RedactingFrameworkLog extends TurboFilter {
    static final String WITHHELD = "<withheld>";
    private static final List<String> REQUEST_HANDLING_LOGGERS = List.of(
            "org.eclipse.jetty.", "org.glassfish.jersey.", "io.dropwizard.jersey.", "io.dropwizard.servlets.");
    /** Dropwizard's route table at start-up: built from the code, and worth seeing. */
    private static final String ROUTE_TABLE = "io.dropwizard.jersey.DropwizardResourceConfig";
    private static final String INCIDENTS = "dev.cairn.api.Incidents";

    /** Adds the filter to the logging Dropwizard configured; after that configuration, which resets logback. */
    public static void install() {
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        if (context.getTurboFilterList().stream().noneMatch(RedactingFrameworkLog.class::isInstance)) {
            RedactingFrameworkLog filter = new RedactingFrameworkLog();
            filter.setContext(context);
            filter.start();
            context.addTurboFilter(filter);
        }
    }

    @Override
    public FilterReply decide(Marker marker, Logger logger, Level level, String format, Object[] params, Throwable t) {
        boolean enabledCheck = format == null && params == null && t == null; // isWarnEnabled() and the like
        boolean incident = logger.getName().equals(INCIDENTS);
        if (enabledCheck || !level.isGreaterOrEqual(logger.getEffectiveLevel())
                || !(incident || handlesRequests(logger.getName()))) {
            return FilterReply.NEUTRAL;
        }
        Throwable thrown = t != null ? t : EventArgUtil.extractThrowable(params);
        boolean thrownLast = t == null && EventArgUtil.successfulExtraction(thrown); // log("{}", x, exception)
        Object[] arguments = thrownLast ? EventArgUtil.trimmedCopy(params) : params;
        boolean hasArguments = arguments != null && arguments.length > 0;
        WithheldEvent event = incident ? new WithheldEvent(logger, level, format, arguments, thrown)
                : new WithheldEvent(logger, level, hasArguments ? format : WITHHELD,
                        hasArguments ? withheld(arguments.length) : null, thrown);
        event.addMarker(marker);
        logger.callAppenders(event); // appenders only: this filter does not see its own event
        return FilterReply.DENY;
    }

    private static boolean handlesRequests(String loggerName) {
        return !loggerName.equals(ROUTE_TABLE) && REQUEST_HANDLING_LOGGERS.stream().anyMatch(loggerName::startsWith);
    }

    private static Object[] withheld(int count) {
        Object[] arguments = new Object[count];
        Arrays.fill(arguments, WITHHELD);
        return arguments;
    }
}
