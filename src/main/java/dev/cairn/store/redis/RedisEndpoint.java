package dev.cairn.store.redis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import redis.clients.jedis.RedisClient;
import redis.clients.jedis.UnifiedJedis;
import redis.embedded.RedisServer;

/**
 * The Redis the service talks to. With a blank url it starts an embedded Redis with AOF persistence
 * under {@code <dataDir>/redis} on a free loopback port, and stops it on {@link #close()}.
 */
public final class RedisEndpoint implements AutoCloseable {
    private final URI uri;
    private final RedisServer embedded;

    private RedisEndpoint(URI uri, RedisServer embedded) {
        this.uri = uri;
        this.embedded = embedded;
    }

    public static RedisEndpoint open(RedisConfig config, Path dataDir) {
        if (!config.isEmbedded()) {
            return new RedisEndpoint(URI.create(config.getUrl().trim()), null);
        }
        try {
            Path dir = Files.createDirectories(dataDir.resolve("redis")).toAbsolutePath();
            int port = freePort();
            RedisServer server = RedisServer.newRedisServer()
                    .port(port)
                    .bind("127.0.0.1")
                    .setting("dir \"" + dir + "\"")
                    .setting("appendonly yes")
                    .setting("appendfsync " + config.getAppendfsync())
                    .setting("save \"\"")
                    .build();
            server.start();
            return new RedisEndpoint(URI.create("redis://127.0.0.1:" + port), server);
        } catch (IOException e) {
            throw new UncheckedIOException("could not start embedded Redis under " + dataDir, e);
        }
    }

    public UnifiedJedis connect() {
        return RedisClient.create(uri);
    }

    /** The url clients connect with, e.g. to point another instance at the same Redis. */
    public String url() {
        return uri.toString();
    }

    @Override
    public void close() {
        if (embedded != null) {
            try {
                embedded.stop();
            } catch (IOException e) {
                throw new UncheckedIOException("could not stop embedded Redis", e);
            }
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
