package dev.cairn.control.signal;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Timestamps;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.testing.TestEngines;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.RedisClient;

/** create_signal, get_signal_events and delete_signal over REST and MCP, and the records they leave. */
class SignalToolsIT extends SharedAppTest {
    private final Signals signals = new Signals(app);

    @Test
    void createAnswersTheUrlOnceWithTheDefaults() {
        long before = CLOCK.millis();
        JsonNode created = signals.create(key, "{}");
        assertThat(created.path("inbox_id").asText()).matches("sig_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(created.path("signal_url").asText()).matches("http://127\\.0\\.0\\.1:\\d+/signal/[A-Za-z0-9_-]{43}");
        assertThat(created.path("label").isNull()).isTrue();
        assertThat(created.path("max_events").asInt()).isEqualTo(25);
        assertThat(created.path("event_count").asInt()).isZero();
        assertThat(created.path("created_at").asText()).isEqualTo(Timestamps.format(before));
        assertThat(created.path("expires_at").asText()).isEqualTo(Timestamps.format(before + 86_400_000L));

        JsonNode read = signals.events(key, "{\"inbox_id\":\"" + created.path("inbox_id").asText() + "\"}");
        assertThat(read.path("status").asText()).isEqualTo("active");
        assertThat(read.path("events")).isEmpty();
        assertThat(read.path("next_after_ms").isNull()).isTrue();
        assertThat(read.toString()).doesNotContain(token(created));
    }

    @Test
    void labelLifetimeAndCapacityAreKept() {
        JsonNode created = signals.create(key, "{\"label\":\"deploys ✓\",\"expires_in_seconds\":300,\"max_events\":1}");
        JsonNode read = signals.events(key, created.path("inbox_id").asText(), 10);
        assertThat(read.path("label").asText()).isEqualTo("deploys ✓");
        assertThat(read.path("max_events").asInt()).isEqualTo(1);
        assertThat(read.path("expires_at").asText()).isEqualTo(created.path("expires_at").asText());
    }

    @Test
    void boundsAreInputErrors() {
        for (String body : List.of("{\"expires_in_seconds\":299}", "{\"expires_in_seconds\":604801}",
                "{\"max_events\":0}", "{\"max_events\":101}", "{\"label\":\"" + "x".repeat(121) + "\"}",
                "{\"other\":1}")) {
            assertThat(app.post("/v1/signals/create", key, body).status()).as(body).isEqualTo(400);
        }
        assertThat(app.post("/v1/signals/events", key, "{\"inbox_id\":\"sig_x\",\"limit\":101}").status())
                .isEqualTo(400);
        assertThat(app.post("/v1/signals/events", key, "{\"inbox_id\":\"sig_x\",\"after_ms\":-1}").status())
                .isEqualTo(400);
        assertThat(app.post("/v1/signals/create", null, "{}").status()).isEqualTo(401);
    }

    @Test
    void eventsPageInArrivalOrderWithAfterMsAndLimit() {
        JsonNode created = signals.create(key, "{}");
        String url = signals.url(created);
        for (int i = 0; i < 5; i++) { // the clock stands still: received_at_ms still grows by one each time
            assertThat(Signals.deliver(url, "text/plain", "event " + i).status()).isEqualTo(202);
        }
        String id = created.path("inbox_id").asText();
        List<String> bodies = new ArrayList<>();
        List<Long> times = new ArrayList<>();
        String page = "{\"inbox_id\":\"" + id + "\",\"limit\":2}";
        for (int expected : List.of(2, 2, 1, 0)) {
            JsonNode read = signals.events(key, page);
            assertThat(read.path("events")).hasSize(expected);
            read.path("events").forEach(event -> {
                bodies.add(event.path("body").asText());
                times.add(event.path("received_at_ms").asLong());
            });
            assertThat(read.path("event_count").asInt()).isEqualTo(5);
            if (expected == 0) {
                assertThat(read.path("next_after_ms").isNull()).isTrue();
            } else {
                assertThat(read.path("next_after_ms").asLong()).isEqualTo(times.get(times.size() - 1));
                page = "{\"inbox_id\":\"" + id + "\",\"limit\":2,\"after_ms\":" + read.path("next_after_ms") + "}";
            }
        }
        assertThat(bodies).containsExactly("event 0", "event 1", "event 2", "event 3", "event 4");
        assertThat(times).isSorted().doesNotHaveDuplicates();
        assertThat(times.get(4) - times.get(0)).isEqualTo(4);
    }

    @Test
    void expiryEndsDeliveriesAndDropsTheBodies() {
        JsonNode created = signals.create(key, "{\"expires_in_seconds\":300}");
        String id = created.path("inbox_id").asText();
        String url = signals.url(created);
        assertThat(Signals.deliver(url, "application/json", "{\"n\":1}").status()).isEqualTo(202);
        CLOCK.advance(Duration.ofSeconds(299));
        assertThat(signals.events(key, id, 10).path("status").asText()).isEqualTo("active");
        CLOCK.advance(Duration.ofSeconds(1));
        JsonNode expired = signals.events(key, id, 10);
        assertThat(expired.path("status").asText()).isEqualTo("expired");
        assertThat(expired.path("events")).isEmpty();
        assertThat(expired.path("event_count").asInt()).isEqualTo(1);
        assertThat(Signals.keysContaining(id)).containsExactly("cairn:signal:{" + id + "}");
        Http.Reply late = Signals.deliver(url, "application/json", "{\"n\":2}");
        assertThat(late.status()).isEqualTo(410);
        assertThat(late.json().path("code").asText()).isEqualTo("inbox_gone");
        // an expired inbox can still be deleted; afterwards it is unknown to its owner
        assertThat(signals.call("delete_signal", "/v1/signals/delete", key, "{\"inbox_id\":\"" + id + "\"}")
                .path("events_deleted").asInt()).isZero();
        assertThat(app.post("/v1/signals/events", key, "{\"inbox_id\":\"" + id + "\"}").status()).isEqualTo(404);
    }

    @Test
    void deleteRemovesEveryBodyAndLeavesATombstoneThatAnswers410() {
        JsonNode created = signals.create(key, "{\"label\":\"to delete\"}");
        String id = created.path("inbox_id").asText();
        String url = signals.url(created);
        for (int i = 0; i < 3; i++) {
            Signals.deliver(url, "text/plain", "body-to-forget-" + i);
        }
        assertThat(Signals.dump()).contains("body-to-forget-2");
        JsonNode deleted = signals.call("delete_signal", "/v1/signals/delete", key, "{\"inbox_id\":\"" + id + "\"}");
        assertThat(deleted.path("deleted").asBoolean()).isTrue();
        assertThat(deleted.path("events_deleted").asInt()).isEqualTo(3);
        long keptMs; // read before the dumps below, which take a while on a Redis holding many other keys
        try (RedisClient client = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            keptMs = client.pttl("cairn:signal:{" + id + "}");
        }
        assertThat(keptMs).isBetween(86_400_000L + SignalInboxes.TOMBSTONE_RETENTION_MS - 60_000,
                86_400_000L + SignalInboxes.TOMBSTONE_RETENTION_MS);

        String redis = Signals.dump();
        assertThat(redis).doesNotContain("body-to-forget").doesNotContain("to delete");
        assertThat(Signals.keysContaining(id)).containsExactly("cairn:signal:{" + id + "}");
        try (RedisClient client = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            assertThat(client.hkeys("cairn:signal:{" + id + "}"))
                    .containsExactlyInAnyOrder("account", "token_hash", "expires_at", "deleted_at");
        }
        assertThat(Signals.deliver(url, "text/plain", "late").status()).isEqualTo(410);
        assertThat(app.post("/v1/signals/events", key, "{\"inbox_id\":\"" + id + "\"}").status()).isEqualTo(404);
        assertThat(app.post("/v1/signals/delete", key, "{\"inbox_id\":\"" + id + "\"}").status()).isEqualTo(404);
    }

    @Test
    void anotherAccountsInboxIsNotFound() {
        String id = signals.create(key, "{}").path("inbox_id").asText();
        String other = app.createApiKey();
        for (String path : List.of("/v1/signals/events", "/v1/signals/delete")) {
            Http.Reply reply = app.post(path, other, "{\"inbox_id\":\"" + id + "\"}");
            assertThat(reply.status()).isEqualTo(404);
            assertThat(reply.json().path("code").asText()).isEqualTo("not_found");
            assertThat(app.post(path, key, "{\"inbox_id\":\"sig_not-an-id\"}").status()).isEqualTo(404);
        }
        assertThat(signals.events(key, id, 1).path("status").asText()).isEqualTo("active");
    }

    @Test
    void redisHoldsNoPlaintextToken() {
        JsonNode created = signals.create(key, "{}");
        Signals.deliver(signals.url(created), "text/plain", "x");
        String redis = Signals.dump();
        assertThat(redis).doesNotContain(token(created));
        assertThat(redis).contains(dev.cairn.control.BearerTokens.hash(token(created)));
    }

    @Test
    void mcpToolsCallCreatesAnInbox() {
        Mcp mcp = new Mcp(app);
        JsonNode result = mcp.modern(key, "tools/call", Mcp.call("create_signal", "{\"label\":\"over mcp\"}"))
                .json().path("result");
        assertThat(result.path("isError").asBoolean()).isFalse();
        JsonNode created = result.path("structuredContent");
        assertThat(created.path("label").asText()).isEqualTo("over mcp");
        assertThat(Signals.deliver(signals.url(created), "text/plain", "hi").status()).isEqualTo(202);
        assertThat(signals.events(key, created.path("inbox_id").asText(), 1).at("/events/0/body").asText())
                .isEqualTo("hi");
    }

    private static String token(JsonNode created) {
        String url = created.path("signal_url").asText();
        return url.substring(url.lastIndexOf('/') + 1);
    }
}
