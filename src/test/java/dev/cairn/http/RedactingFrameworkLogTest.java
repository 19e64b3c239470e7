package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.PatternLayout;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.io.UncheckedIOException;
import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RedactingFrameworkLogTest {
    private static final String TOKEN = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";

    private final LoggerContext context = new LoggerContext();
    private final ListAppender<ILoggingEvent> appender = new ListAppender<>();
    private final PatternLayout layout = new PatternLayout();

    @BeforeEach
    void logThroughTheFilter() {
        appender.setContext(context);
        appender.start();
        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        root.addAppender(appender);
        root.setLevel(Level.INFO);
        RedactingFrameworkLog filter = new RedactingFrameworkLog();
        filter.setContext(context);
        filter.start();
        context.addTurboFilter(filter);
        layout.setContext(context);
        layout.setPattern("%level %logger: %msg%n%ex");
        layout.start();
    }

    private String logged() {
        return appender.list.stream().map(layout::doLayout).collect(Collectors.joining());
    }

    @Test
    void argumentsAreWithheldAndTheTemplateKept() {
        context.getLogger("org.eclipse.jetty.util.HostPort").warn("Bad Authority: [{}]", TOKEN);
        context.getLogger("org.eclipse.jetty.http.HttpParser").warn("seen as `{}`, appeared as `{}` ({})", "a", TOKEN, 3);
        assertThat(logged()).isEqualTo("WARN org.eclipse.jetty.util.HostPort: Bad Authority: [<withheld>]\n"
                + "WARN org.eclipse.jetty.http.HttpParser: seen as `<withheld>`, appeared as `<withheld>` (<withheld>)\n");
    }

    @Test
    void incidentsKeepTheirIdButNotTheFailuresMessage() {
        context.getLogger("dev.cairn.api.Incidents").error("unexpected failure {}", "err_7NZ13H58RKVQTJZMDEFDPCBR3X",
                new NumberFormatException("Value \"" + TOKEN + "\" can not be deserialized"));
        assertThat(logged()).startsWith("ERROR dev.cairn.api.Incidents: unexpected failure err_7NZ13H58RKVQTJZMDEFDPCBR3X\n"
                + "java.lang.NumberFormatException: <withheld>\n").doesNotContain(TOKEN);
    }

    @Test
    void exceptionsKeepClassAndStackButNotMessage() {
        IOException cause = new IOException("Bad Host header " + TOKEN);
        UncheckedIOException failure = new UncheckedIOException("wrapping " + TOKEN, cause);
        failure.addSuppressed(new IllegalStateException("suppressed " + TOKEN));
        context.getLogger("org.eclipse.jetty.server.internal.HttpChannelState").warn("handleException {}", TOKEN, failure);
        context.getLogger("org.eclipse.jetty.server.Server").error("failed", new IllegalStateException((String) null));

        assertThat(logged()).doesNotContain(TOKEN)
                .contains("handleException <withheld>")
                .contains("java.io.UncheckedIOException: <withheld>")
                .contains("Caused by: java.io.IOException: <withheld>")
                .contains("Suppressed: java.lang.IllegalStateException: <withheld>")
                .contains("at dev.cairn.http.RedactingFrameworkLogTest.exceptionsKeepClassAndStackButNotMessage")
                .contains("java.lang.IllegalStateException: null"); // as logback shows any exception without a message
    }

    @Test
    void aMessageWithoutArgumentsIsWithheldWhole() {
        context.getLogger("org.eclipse.jetty.ee10.servlet.ServletChannel").warn("/signal/" + TOKEN, new IOException("x"));
        context.getLogger("org.glassfish.jersey.server.ServerRuntime$Responder")
                .warn("Unable to parse \"Accept\" header value: " + TOKEN);
        context.getLogger("io.dropwizard.jersey.errors.LoggingExceptionMapper").error("Error handling a request: " + TOKEN);
        assertThat(logged()).doesNotContain(TOKEN)
                .contains("WARN org.eclipse.jetty.ee10.servlet.ServletChannel: <withheld>\njava.io.IOException: <withheld>")
                .contains("WARN org.glassfish.jersey.server.ServerRuntime$Responder: <withheld>\n")
                .contains("ERROR io.dropwizard.jersey.errors.LoggingExceptionMapper: <withheld>\n");
    }

    @Test
    void theFluentApiIsCoveredAndItsKeyValuesDropped() {
        context.getLogger("org.eclipse.jetty.server.Request").atWarn()
                .setMessage("uri {}").addArgument(TOKEN).addKeyValue("header", TOKEN).log();
        assertThat(appender.list).hasSize(1);
        assertThat(appender.list.get(0).getKeyValuePairs()).isNullOrEmpty();
        assertThat(logged()).isEqualTo("WARN org.eclipse.jetty.server.Request: uri <withheld>\n");
    }

    @Test
    void levelsStillDecideAndOtherLoggersAreUntouched() {
        context.getLogger("org.eclipse.jetty").setLevel(Level.WARN);
        context.getLogger("org.eclipse.jetty.http.HttpParser").info("parsed {}", TOKEN);
        context.getLogger("dev.cairn.api.Incidents").error("unexpected failure {}", "err_1");
        context.getLogger("io.dropwizard.jersey.DropwizardResourceConfig")
                .info("The following paths were found:\n{}", "GET /health");
        context.getLogger("io.dropwizard.core.server.ServerFactory").info("Starting {}", "cairn");
        assertThat(logged()).isEqualTo("ERROR dev.cairn.api.Incidents: unexpected failure err_1\n"
                + "INFO io.dropwizard.jersey.DropwizardResourceConfig: The following paths were found:\nGET /health\n"
                + "INFO io.dropwizard.core.server.ServerFactory: Starting cairn\n");
        assertThat(List.of(context.getLogger("org.eclipse.jetty.io.ManagedSelector").isWarnEnabled(),
                context.getLogger("org.eclipse.jetty.io.ManagedSelector").isDebugEnabled())).containsExactly(true, false);
    }
}
