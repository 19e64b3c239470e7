package dev.cairn.store.sql;

import com.fasterxml.jackson.annotation.JsonProperty;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

/** Where PostgreSQL is: an external server ({@code url}) or, when the url is blank, an embedded one. */
public class DatabaseConfig {
    /**
     * {@code postgresql://user:password@host:port/db} (libpq form) or {@code jdbc:postgresql://host:port/db};
     * blank starts embedded PostgreSQL.
     */
    @JsonProperty
    private String url = "";

    @JsonProperty
    @Min(1)
    @Max(200)
    private int maxConnections = 16;

    public boolean isEmbedded() {
        return url == null || url.isBlank();
    }

    public String getUrl() {
        return url;
    }

    public void setUrl(String url) {
        this.url = url;
    }

    public int getMaxConnections() {
        return maxConnections;
    }
}
