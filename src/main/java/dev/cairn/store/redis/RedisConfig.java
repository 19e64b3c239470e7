package dev.cairn.store.redis;

import com.fasterxml.jackson.annotation.JsonProperty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** Where Redis is: an external server ({@code url}) or, when the url is blank, an embedded one. */
public class RedisConfig {
    /** {@code redis://[user:password@]host:port[/db]} or {@code rediss://...}; blank starts embedded Redis. */
    @JsonProperty
    private String url = "";

    /** AOF fsync policy of embedded Redis: {@code everysec} (lose at most ~1 s on power loss) or {@code always}. */
    @JsonProperty
    @NotNull
    @Pattern(regexp = "everysec|always")
    private String appendfsync = "everysec";

    public boolean isEmbedded() {
        return url == null || url.isBlank();
    }

    public String getUrl() {
        return url;
    }

    public void setUrl(String url) {
        this.url = url;
    }

    public String getAppendfsync() {
        return appendfsync;
    }
}
