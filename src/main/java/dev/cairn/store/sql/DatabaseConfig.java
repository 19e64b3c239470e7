package dev.cairn.store.sql;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.cairn.store.EndpointConfig;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

/**
 * PostgreSQL: {@code url} is {@code postgresql://user:password@host:port/db} (libpq form) or
 * {@code jdbc:postgresql://host:port/db}; blank embeds one.
 */
public class DatabaseConfig extends EndpointConfig {
    @JsonProperty
    @Min(1)
    @Max(200)
    private int maxConnections = 16;

    public int getMaxConnections() {
        return maxConnections;
    }
}
