package dev.cairn.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ConnectException;
import java.sql.SQLException;
import java.util.NoSuchElementException;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.exceptions.JedisClusterOperationException;
import redis.clients.jedis.exceptions.JedisConnectionException;
import redis.clients.jedis.exceptions.JedisDataException;
import redis.clients.jedis.exceptions.JedisException;

class StoreOutageTest {

    @Test
    void redisRefusedTimedOutOrPoolExhaustedIsAnOutage() {
        assertThat(StoreOutage.explains(new JedisConnectionException(new ConnectException("refused")))).isTrue();
        assertThat(StoreOutage.explains(new JedisException("Could not get a resource from the pool",
                new NoSuchElementException("Timeout waiting for idle object")))).isTrue();
        JedisClusterOperationException retriesSpent = new JedisClusterOperationException("No more cluster attempts left.");
        retriesSpent.addSuppressed(new JedisConnectionException("Unexpected end of stream."));
        assertThat(StoreOutage.explains(retriesSpent)).isTrue();
        assertThat(StoreOutage.explains(new JedisDataException(
                "OOM command not allowed when used memory > 'maxmemory'."))).isTrue();
    }

    @Test
    void postgresConnectionStatesAreAnOutageWhereverJdbiWrapsThem() {
        SQLException refused = new SQLException("Connection to h:1 refused", "08001");
        assertThat(StoreOutage.explains(new UnableToExecuteStatementException(refused, null))).isTrue();
        assertThat(StoreOutage.explains(new SQLException("terminating connection", "57P01"))).isTrue();
        assertThat(StoreOutage.explains(new org.apache.tomcat.jdbc.pool.PoolExhaustedException("Pool empty"))).isTrue();
    }

    @Test
    void defectsAreNot() {
        assertThat(StoreOutage.explains(new JedisDataException("ERR Error running script"))).isFalse();
        assertThat(StoreOutage.explains(new JedisClusterOperationException("keys of different slots"))).isFalse();
        assertThat(StoreOutage.explains(new SQLException("duplicate key", "23505"))).isFalse();
        assertThat(StoreOutage.explains(new IllegalStateException(new NullPointerException()))).isFalse();
    }

    @Test
    void anOutageIsAnsweredWithoutTheExceptionsMessage() {
        assertThat(StoreOutage.answer(new JedisConnectionException("S3NT1NEL host:6379")))
                .satisfies(problem -> {
                    assertThat(problem.status()).isEqualTo(503);
                    assertThat(problem.code()).isEqualTo("store_unavailable");
                    assertThat(problem.toString()).doesNotContain("S3NT1NEL");
                });
        assertThat(StoreOutage.answer(new IllegalStateException("bug")).code()).isEqualTo("internal_error");
    }
}
