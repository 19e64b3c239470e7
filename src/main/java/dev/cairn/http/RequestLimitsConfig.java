package dev.cairn.http;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.cairn.api.JsonBodies;
import io.dropwizard.util.DataSize;
import io.dropwizard.util.Duration;
import io.dropwizard.validation.DurationRange;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import java.util.concurrent.TimeUnit;

/**
 * Requests ({@code requests:}): whether the request log prints a line for each; bounds on request bodies: how
 * long one may take to arrive, and how many bytes of bodies the service holds in memory at once.
 * {@code auto} is a sixteenth of the JVM's maximum heap: a body costs a few times its size while it is parsed
 * and answered. A budget below 8 MiB is raised to 8 MiB, so
 * that the largest body a request may have can be received.
 */
public class RequestLimitsConfig {
    @JsonProperty
    @NotNull
    @DurationRange(min = 100, max = 600_000, unit = TimeUnit.MILLISECONDS)
    private Duration bodyReadTimeout = Duration.seconds(20);

    @JsonProperty
    @NotNull
    @Pattern(regexp = "auto|[1-9][0-9]* ?(KiB|MiB|GiB)", message = "must be auto or a size such as 64MiB")
    private String bodyMemoryBudget = "auto";

    @JsonProperty
    private boolean log = true;

    public boolean isLog() {
        return log;
    }

    public Duration getBodyReadTimeout() {
        return bodyReadTimeout;
    }

    /** At least one body of the largest size a request may have. */
    public long bodyMemoryBudgetBytes() {
        long bytes = "auto".equals(bodyMemoryBudget)
                ? Runtime.getRuntime().maxMemory() / 16
                : DataSize.parse(bodyMemoryBudget).toBytes();
        return Math.max(bytes, JsonBodies.MAX_BYTES);
    }
}
