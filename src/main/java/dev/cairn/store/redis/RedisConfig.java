package dev.cairn.store.redis;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.cairn.store.EndpointConfig;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** Redis: {@code url} is {@code redis://[user:password@]host:port[/db]} or {@code rediss://...}; blank embeds one. */
public class RedisConfig extends EndpointConfig {
    /** AOF fsync policy of embedded Redis: {@code everysec} (lose at most ~1 s on power loss) or {@code always}. */
    @JsonProperty
    @NotNull
    @Pattern(regexp = "everysec|always")
    private String appendfsync = "everysec";

    public String getAppendfsync() {
        return appendfsync;
    }
}
