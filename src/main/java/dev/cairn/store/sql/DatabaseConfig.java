package dev.cairn.store.sql;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.cairn.store.EndpointConfig;
import io.dropwizard.util.Duration;
import io.dropwizard.validation.DurationRange;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import java.util.concurrent.TimeUnit;

/**
 * PostgreSQL: {@code url} is {@code postgresql://user:password@host:port/db} (libpq form) or
 * {@code jdbc:postgresql://host:port/db}; blank embeds one.
 */
public class DatabaseConfig extends EndpointConfig {
    @JsonProperty
    @Min(1)
    @Max(200)
    private int maxConnections = 16;

    /** How long opening a connection, login included, may take (the driver counts whole seconds). */
    @JsonProperty
    @NotNull
    @DurationRange(min = 1, max = 60, unit = TimeUnit.SECONDS)
    private Duration connectTimeout = Duration.seconds(2);

    /** How long a statement may wait for the server's reply; the slowest query takes milliseconds. */
    @JsonProperty
    @NotNull
    @DurationRange(min = 1, max = 600, unit = TimeUnit.SECONDS)
    private Duration socketTimeout = Duration.seconds(5);

    public int getMaxConnections() {
        return maxConnections;
    }

    public Duration getConnectTimeout() {
        return connectTimeout;
    }

    public Duration getSocketTimeout() {
        return socketTimeout;
    }
}
