package dev.cairn;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.cairn.store.redis.RedisConfig;
import dev.cairn.store.sql.DatabaseConfig;
import io.dropwizard.core.Configuration;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import java.nio.file.Path;

public class CairnConfiguration extends Configuration {
    /** Where embedded Redis and PostgreSQL keep their data ({@code redis/}, {@code postgres/}). */
    @JsonProperty
    @NotBlank
    private String dataDir = "./data";

    @JsonProperty
    @Valid
    @NotNull
    private RedisConfig redis = new RedisConfig();

    @JsonProperty
    @Valid
    @NotNull
    private DatabaseConfig database = new DatabaseConfig();

    public Path getDataDir() {
        return Path.of(dataDir);
    }

    public RedisConfig getRedis() {
        return redis;
    }

    public DatabaseConfig getDatabase() {
        return database;
    }
}
