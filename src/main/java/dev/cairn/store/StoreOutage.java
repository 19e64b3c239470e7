package dev.cairn.store;

import dev.cairn.api.Incidents;
import dev.cairn.api.Problem;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;
import java.util.NoSuchElementException;
import org.apache.tomcat.jdbc.pool.PoolExhaustedException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.exceptions.JedisConnectionException;
import redis.clients.jedis.exceptions.JedisDataException;
import redis.clients.jedis.exceptions.JedisException;

/**
 * Tells a store that cannot be reached (refused, timed out, pool exhausted, server shutting down) from a
 * defect. The first is answered 503 {@code store_unavailable}, to be retried; the second stays an incident.
 */
public final class StoreOutage {
    /** Seconds a client should wait before retrying: about one connect timeout. */
    private static final int RETRY_AFTER_SECONDS = 2;

    public static final Problem PROBLEM = Problem.of(503, "store_unavailable", "Service unavailable",
            "A data store this operation needs cannot be reached at the moment; retry after a few seconds.")
            .retryingAfter(RETRY_AFTER_SECONDS);

    private static final Logger LOG = LoggerFactory.getLogger(StoreOutage.class);

    private StoreOutage() {
    }

    /** The problem that answers {@code failure}: store_unavailable for an outage, else a logged incident. */
    public static Problem answer(Throwable failure) {
        if (!explains(failure)) {
            return Incidents.report(failure);
        }
        // Classes only: a driver's message can name hosts, and a query's can quote its parameters.
        LOG.warn("store unavailable: {}", causeClasses(failure));
        return PROBLEM;
    }

    /** Whether {@code failure}, one of its causes or suppressed exceptions means a store is unreachable. */
    public static boolean explains(Throwable failure) {
        if (failure == null) {
            return false;
        }
        if (meansUnreachable(failure) || explains(failure.getCause())) {
            return true;
        }
        for (Throwable suppressed : failure.getSuppressed()) { // Jedis' cluster retries keep each attempt's failure here
            if (explains(suppressed)) {
                return true;
            }
        }
        return false;
    }

    private static boolean meansUnreachable(Throwable failure) {
        return failure instanceof JedisConnectionException
                || failure instanceof JedisException && failure.getCause() instanceof NoSuchElementException
                || failure instanceof JedisDataException data && isOutOfMemory(data.getMessage())
                || failure instanceof PoolExhaustedException
                || failure instanceof SQLTransientConnectionException
                || failure instanceof SQLNonTransientConnectionException
                || failure instanceof SQLException sql && isConnectionState(sql.getSQLState())
                || failure instanceof org.jdbi.v3.core.ConnectionException
                || failure instanceof ConnectException
                || failure instanceof SocketTimeoutException;
    }

    /** Redis at its {@code maxmemory} with {@code noeviction} refuses writes until memory is freed. */
    private static boolean isOutOfMemory(String message) {
        return message != null && message.startsWith("OOM ");
    }

    /** SQLSTATE class 08 (connection exception) and 57P0x (server shutting down, starting up, crashed). */
    private static boolean isConnectionState(String state) {
        return state != null && (state.startsWith("08") || state.startsWith("57P"));
    }

    private static String causeClasses(Throwable failure) {
        StringBuilder classes = new StringBuilder(failure.getClass().getName());
        for (Throwable cause = failure.getCause(); cause != null; cause = cause.getCause()) {
            classes.append(" <- ").append(cause.getClass().getName());
        }
        return classes.toString();
    }
}
