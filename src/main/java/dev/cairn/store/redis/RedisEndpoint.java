package dev.cairn.store.redis;

import dev.cairn.store.DataDirectory;
import dev.cairn.store.EmbeddedEngine;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import redis.clients.jedis.ConnectionPoolConfig;
import redis.clients.jedis.DefaultJedisClientConfig;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.Protocol;
import redis.clients.jedis.RedisClient;
import redis.clients.jedis.RedisClusterClient;
import redis.clients.jedis.UnifiedJedis;
import redis.clients.jedis.util.JedisURIHelper;

/**
 * The Redis the service talks to: one server, a Redis Cluster, or, with neither configured, an
 * embedded Redis with AOF persistence under {@code <dataDir>/redis} on a free loopback port, which
 * {@link #close()} stops.
 */
public final class RedisEndpoint implements AutoCloseable {
    private final List<URI> uris;
    private final boolean cluster;
    private final RedisEngine embedded;

    private RedisEndpoint(List<URI> uris, boolean cluster, RedisEngine embedded) {
        this.uris = uris;
        this.cluster = cluster;
        this.embedded = embedded;
    }

    public static RedisEndpoint open(RedisConfig config, DataDirectory dataDir) {
        if (config.isCluster()) {
            List<URI> seeds = Arrays.stream(config.getClusterNodes().split(","))
                    .map(String::trim)
                    .filter(node -> !node.isEmpty())
                    .map(URI::create)
                    .toList();
            return new RedisEndpoint(seeds, true, null);
        }
        if (!config.isEmbedded()) {
            return new RedisEndpoint(List.of(URI.create(config.getUrl().trim())), false, null);
        }
        try {
            RedisEngine engine = RedisEngine.start(dataDir.engineDirectory("redis"), config.getAppendfsync());
            return new RedisEndpoint(List.of(URI.create("redis://127.0.0.1:" + engine.port())), false, engine);
        } catch (IOException e) {
            throw new UncheckedIOException("could not start embedded Redis under " + dataDir.root(), e);
        }
    }

    /** A client whose every wait is bounded by {@code config}'s timeouts, so an outage fails calls fast. */
    public UnifiedJedis connect(RedisConfig config) {
        DefaultJedisClientConfig.Builder client = DefaultJedisClientConfig.builder()
                .connectionTimeoutMillis((int) config.getConnectTimeout().toMilliseconds())
                .socketTimeoutMillis((int) config.getReadTimeout().toMilliseconds());
        ConnectionPoolConfig pool = new ConnectionPoolConfig();
        pool.setMaxWait(config.getPoolMaxWait().toJavaDuration());
        pool.setMaxTotal(config.getPoolSize());
        pool.setMaxIdle(config.getPoolSize()); // a burst's connections stay open for the next one
        if (!cluster) {
            return RedisClient.builder().clientConfig(client.build()).poolConfig(pool).fromURI(uris.get(0)).build();
        }
        // Jedis' own url parsing, as RedisClient's fromURI uses for a single server.
        URI withCredentials = uris.stream().filter(uri -> uri.getUserInfo() != null).findFirst().orElse(uris.get(0));
        client.ssl(JedisURIHelper.isRedisSSLScheme(uris.get(0)))
                .user(JedisURIHelper.getUser(withCredentials))
                .password(JedisURIHelper.getPassword(withCredentials));
        Set<HostAndPort> nodes = uris.stream()
                .map(uri -> new HostAndPort(uri.getHost(), uri.getPort() > 0 ? uri.getPort() : Protocol.DEFAULT_PORT))
                .collect(Collectors.toSet());
        return RedisClusterClient.builder().nodes(nodes).clientConfig(client.build()).poolConfig(pool).build();
    }

    /** The url clients connect with, e.g. to point another instance at the same (standalone) Redis. */
    public String url() {
        return uris.get(0).toString();
    }

    /** The embedded Redis, if this endpoint started one. */
    public Optional<EmbeddedEngine> embeddedEngine() {
        return Optional.ofNullable(embedded);
    }

    @Override
    public void close() {
        if (embedded != null) {
            embedded.close();
        }
    }
}
