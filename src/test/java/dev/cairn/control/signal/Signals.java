package dev.cairn.control.signal;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.TestEngines;
import java.net.URI;
import java.util.Map;
import redis.clients.jedis.RedisClient;

/** Calls of the signal tools and the delivery endpoint, for the signal ITs; results checked against the schemas. */
final class Signals {
    private final CairnApp app;

    Signals(CairnApp app) {
        this.app = app;
    }

    JsonNode call(String tool, String path, String key, String body) {
        Http.Reply reply = app.post(path, key, body);
        return ToolSchemas.conforming(tool, reply);
    }

    JsonNode create(String key, String body) {
        return call("create_signal", "/v1/signals/create", key, body);
    }

    JsonNode events(String key, String body) {
        return call("get_signal_events", "/v1/signals/events", key, body);
    }

    JsonNode events(String key, String inboxId, int limit) {
        return events(key, "{\"inbox_id\":\"" + inboxId + "\",\"limit\":" + limit + "}");
    }

    /** POST to a signal URL with the given Content-Type (null: none). */
    static Http.Reply deliver(String signalUrl, String contentType, String body) {
        return Http.postWith(signalUrl, contentType == null ? Map.of() : Map.of("Content-Type", contentType), body);
    }

    /** The path of a signal URL from create_signal, against the test app's address. */
    String url(JsonNode created) {
        String signalUrl = created.path("signal_url").asText();
        return app.url(URI.create(signalUrl).getPath());
    }

    /** Every key in Redis with its value (strings, hashes, sorted sets, lists) as text. */
    static String dump() {
        StringBuilder all = new StringBuilder();
        try (RedisClient redis = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            for (String key : redis.keys("*")) {
                all.append(key).append(" = ");
                switch (redis.type(key)) {
                    case "string" -> all.append(redis.get(key));
                    case "hash" -> all.append(redis.hgetAll(key));
                    case "zset" -> all.append(redis.zrange(key, 0, -1));
                    case "list" -> all.append(redis.lrange(key, 0, -1));
                    case "set" -> all.append(redis.smembers(key));
                    default -> all.append("?");
                }
                all.append('\n');
            }
        }
        return all.toString();
    }

    /** The keys whose names contain {@code part}. */
    static java.util.Set<String> keysContaining(String part) {
        try (RedisClient redis = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            return redis.keys("*" + part + "*");
        }
    }
}
