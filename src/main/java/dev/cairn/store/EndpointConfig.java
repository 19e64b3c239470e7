package dev.cairn.store;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dropwizard.util.Duration;
import io.dropwizard.validation.DurationRange;
import jakarta.validation.constraints.NotNull;
import java.util.concurrent.TimeUnit;

/** A store reached at {@code url}, or, when the url is blank, started embedded by the service itself. */
public abstract class EndpointConfig {
    @JsonProperty
    private String url = "";

    /** How long a request may wait for a free pooled connection. */
    @JsonProperty
    @NotNull
    @DurationRange(min = 1, max = 60000, unit = TimeUnit.MILLISECONDS)
    private Duration poolMaxWait = Duration.seconds(2);

    public boolean isEmbedded() {
        return url == null || url.isBlank();
    }

    public String getUrl() {
        return url;
    }

    public void setUrl(String url) {
        this.url = url;
    }

    public Duration getPoolMaxWait() {
        return poolMaxWait;
    }
}
