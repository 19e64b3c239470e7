package dev.cairn.bench;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.server.Server;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.ConnectionPoolConfig;
import redis.clients.jedis.RedisClient;
import redis.clients.jedis.UnifiedJedis;

/**
 * The floor under Cairn's HTTP figures (bench/floor.sh): Jetty and one servlet, as Cairn runs them, with none of
 * Jersey, Dropwizard's filters, the key check, metering or a tool. Each route does the least a tool call must:
 * <ul>
 *   <li>{@code /bytes/echo}, {@code /bytes/small}: read the body into one array, answer it back or answer 60
 *       bytes (a large text tool's transfer, without JSON);</li>
 *   <li>{@code /json/echo}, {@code /json/small}: the same through Jackson, parsing the body and writing its
 *       {@code text} member back (the least JSON a text tool does);</li>
 *   <li>{@code /redis/claim}: a 60-byte body, then {@code claim.lua} with EVALSHA on a fresh key (the least a
 *       lock call does: one HTTP exchange and one Redis round trip).</li>
 * </ul>
 * Arguments: port, Redis port, the claim script's source file (prelude and claim.lua joined).
 */
public final class FloorServer extends HttpServlet {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final byte[] SMALL = "{\"key\":\"floor\",\"outcome\":\"acquired\",\"lock_id\":\"lck_0000000000\"}"
            .getBytes(StandardCharsets.US_ASCII);

    private final UnifiedJedis redis;
    private final String claimSha;
    private final AtomicLong keys = new AtomicLong();

    private FloorServer(UnifiedJedis redis, String claimSha) {
        this.redis = redis;
        this.claimSha = claimSha;
    }

    public static void main(String[] args) throws Exception {
        ((Logger) LoggerFactory.getLogger(Logger.ROOT_LOGGER_NAME)).setLevel(Level.WARN);
        ConnectionPoolConfig pool = new ConnectionPoolConfig();
        pool.setMaxTotal(64);
        pool.setMaxIdle(64);
        UnifiedJedis redis = RedisClient.builder().poolConfig(pool).fromURI("redis://127.0.0.1:" + args[1]).build();
        String sha = redis.scriptLoad(Files.readString(Path.of(args[2])));
        Server server = new Server(Integer.parseInt(args[0]));
        ServletContextHandler context = new ServletContextHandler();
        context.addServlet(new FloorServer(redis, sha), "/*");
        server.setHandler(context);
        server.start();
        server.join();
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        byte[] body = read(request);
        response.setContentType("application/json");
        switch (request.getRequestURI()) {
            case "/bytes/echo" -> write(response, body);
            case "/bytes/small" -> write(response, SMALL);
            case "/json/echo" -> writeText(response, JSON.readTree(body).get("text").asText());
            case "/json/small" -> {
                JSON.readTree(body);
                write(response, SMALL);
            }
            case "/redis/claim" -> {
                long now = System.currentTimeMillis();
                redis.evalsha(claimSha, List.of("cairn:action:{floor:" + keys.incrementAndGet() + "}"), List.of(
                        "now", Long.toString(now), "expires_at", Long.toString(now + 300_000),
                        "retention_ms", "3600000", "lock_id", "lck_floor", "ttl_ms", "60000"));
                write(response, SMALL);
            }
            default -> response.sendError(404);
        }
    }

    private static byte[] read(HttpServletRequest request) throws IOException {
        try (InputStream in = request.getInputStream()) {
            return in.readNBytes(request.getContentLength());
        }
    }

    private static void write(HttpServletResponse response, byte[] body) throws IOException {
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }

    private static void writeText(HttpServletResponse response, String text) throws IOException {
        try (JsonGenerator out = JSON.createGenerator(response.getOutputStream())) {
            out.writeStartObject();
            out.writeStringField("text", text);
            out.writeEndObject();
        }
    }
}
