package dev.cairn.http;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.classic.spi.LoggingEvent;
import ch.qos.logback.classic.spi.StackTraceElementProxy;
import ch.qos.logback.classic.spi.ThrowableProxy;
import java.util.Arrays;

/** A log event whose exceptions show classes and stack traces but no message (see {@link RedactingFrameworkLog}). */
final class WithheldEvent extends LoggingEvent {
    private final IThrowableProxy thrown;

    /** {@code arguments} must hold no Throwable: {@code thrown} is the event's exception. */
    WithheldEvent(Logger logger, Level level, String message, Object[] arguments, Throwable thrown) {
        // The Logger's name as the calling class: caller data (%C, %L) still names the code that logged.
        super(Logger.class.getName(), logger, level, message, null, arguments);
        this.thrown = thrown == null ? null : new MessagelessThrowable(new ThrowableProxy(thrown));
    }

    @Override
    public IThrowableProxy getThrowableProxy() {
        return thrown;
    }

    private record MessagelessThrowable(IThrowableProxy original) implements IThrowableProxy {
        @Override
        public String getMessage() {
            return original.getMessage() == null ? null : RedactingFrameworkLog.WITHHELD;
        }

        @Override
        public String getClassName() {
            return original.getClassName();
        }

        @Override
        public StackTraceElementProxy[] getStackTraceElementProxyArray() {
            return original.getStackTraceElementProxyArray();
        }

        @Override
        public int getCommonFrames() {
            return original.getCommonFrames();
        }

        @Override
        public IThrowableProxy getCause() {
            return original.getCause() == null ? null : new MessagelessThrowable(original.getCause());
        }

        @Override
        public IThrowableProxy[] getSuppressed() {
            return Arrays.stream(original.getSuppressed()).map(MessagelessThrowable::new)
                    .toArray(IThrowableProxy[]::new);
        }

        @Override
        public boolean isCyclic() {
            return original.isCyclic();
        }
    }
}
