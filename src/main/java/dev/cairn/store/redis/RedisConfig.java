package dev.cairn.store.redis;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.cairn.store.EndpointConfig;
import io.dropwizard.validation.ValidationMethod;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/**
 * Redis: {@code url} is {@code redis://[user:password@]host:port[/db]} or {@code rediss://...};
 * {@code clusterNodes} instead names the seed nodes of a Redis Cluster (comma-separated urls of the
 * same form, credentials taken from the first that has them); with both blank, Redis is embedded.
 */
public class RedisConfig extends EndpointConfig {
    @JsonProperty
    private String clusterNodes = "";

    /** AOF fsync policy of embedded Redis: {@code everysec} (lose at most ~1 s on power loss) or {@code always}. */
    @JsonProperty
    @NotNull
    @Pattern(regexp = "everysec|always")
    private String appendfsync = "everysec";

    public boolean isCluster() {
        return clusterNodes != null && !clusterNodes.isBlank();
    }

    @Override
    public boolean isEmbedded() {
        return super.isEmbedded() && !isCluster();
    }

    @JsonIgnore
    @ValidationMethod(message = "set redis.url or redis.clusterNodes, not both")
    public boolean isOneTarget() {
        return super.isEmbedded() || !isCluster();
    }

    public String getClusterNodes() {
        return clusterNodes;
    }

    public void setClusterNodes(String clusterNodes) {
        this.clusterNodes = clusterNodes;
    }

    public String getAppendfsync() {
        return appendfsync;
    }
}
