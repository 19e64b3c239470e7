package dev.cairn.control.lease;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import dev.cairn.api.Timestamps;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.BearerTokens;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class LeaseToolsIT extends SharedAppTest {
    static final String MANAGE = "/v1/leases/manage";

    static String acquire(String resource, String token, Integer ttlSeconds) {
        ObjectNode body = Json.MAPPER.createObjectNode().put("operation", "acquire").put("resource_key", resource);
        if (token != null) {
            body.put("lease_token", token);
        }
        if (ttlSeconds != null) {
            body.put("ttl_seconds", ttlSeconds);
        }
        return body.toString();
    }

    static String release(String resource, String token) {
        return Json.MAPPER.createObjectNode().put("operation", "release").put("resource_key", resource)
                .put("lease_token", token).toString();
    }

    static String check(String resource) {
        return Json.MAPPER.createObjectNode().put("operation", "check").put("resource_key", resource).toString();
    }

    /** A 200 result, conforming to the output schema. */
    JsonNode lease(String body) {
        return ToolSchemas.conforming("manage_resource_lease", app.post(MANAGE, key, body));
    }

    static String in(long seconds) {
        return Timestamps.format(CLOCK.millis() + seconds * 1000);
    }

    @Test
    void acquireGrantsTheLeaseWithATokenShownOnceAndTheFirstFencingToken() {
        assertThat(lease(check("db/migrations")).get("status").asText()).isEqualTo("free");
        JsonNode granted = lease(acquire("db/migrations", null, null));
        assertThat(granted.get("applied").asBoolean()).isTrue();
        assertThat(granted.get("reason").isNull()).isTrue();
        assertThat(granted.get("renewed").asBoolean()).isFalse();
        assertThat(granted.get("status").asText()).isEqualTo("held");
        assertThat(granted.get("fencing_token").asLong()).isEqualTo(1);
        assertThat(granted.get("ttl_seconds").asInt()).isEqualTo(300);
        assertThat(granted.get("expires_at").asText()).isEqualTo(in(300));
        String token = granted.get("lease_token").asText();
        assertThat(token).hasSize(43);

        JsonNode checked = lease(check("db/migrations"));
        assertThat(checked.get("status").asText()).isEqualTo("held");
        assertThat(checked.get("lease_token").isNull()).isTrue();
        assertThat(checked.get("fencing_token").asLong()).isEqualTo(1);
        assertThat(checked.get("expires_at")).isEqualTo(granted.get("expires_at"));
        assertThat(checked.has("applied")).isFalse();

        String redis = HumanLinks.everyKeyAndValue();
        assertThat(redis.contains(token)).as("the token in Redis in plaintext").isFalse();
        assertThat(redis.contains(BearerTokens.hash(token))).as("the token's hash in Redis").isTrue();
        assertThat(redis.contains("db/migrations")).as("the resource_key in Redis in plaintext").isFalse();
    }

    @Test
    void anotherAcquireWhileHeldIsRefusedWithTheExpiryButNeverTheToken() {
        JsonNode granted = lease(acquire("printer", null, 60));
        String token = granted.get("lease_token").asText();
        for (String other : List.of(acquire("printer", null, 600), acquire("printer", "x".repeat(43), 600))) {
            JsonNode refused = lease(other);
            assertThat(refused.get("applied").asBoolean()).isFalse();
            assertThat(refused.get("reason").asText()).isEqualTo("held");
            assertThat(refused.get("renewed").asBoolean()).isFalse();
            assertThat(refused.get("status").asText()).isEqualTo("held");
            assertThat(refused.get("lease_token").isNull()).isTrue();
            assertThat(refused.get("expires_at")).isEqualTo(granted.get("expires_at"));
            assertThat(refused.get("fencing_token").asLong()).isEqualTo(1);
            assertThat(refused.toString()).doesNotContain(token);
        }
        assertThat(lease(release("printer", token)).get("applied").asBoolean()).isTrue();
    }

    @Test
    void theHolderRenewsWithItsTokenKeepingTheFencingToken() {
        JsonNode granted = lease(acquire("cache/warmup", null, 60));
        String token = granted.get("lease_token").asText();
        CLOCK.advance(Duration.ofSeconds(50));
        JsonNode renewed = lease(acquire("cache/warmup", token, 600));
        assertThat(renewed.get("applied").asBoolean()).isTrue();
        assertThat(renewed.get("renewed").asBoolean()).isTrue();
        assertThat(renewed.get("lease_token").isNull()).isTrue();
        assertThat(renewed.get("fencing_token")).isEqualTo(granted.get("fencing_token"));
        assertThat(renewed.get("acquired_at")).isEqualTo(granted.get("acquired_at"));
        assertThat(renewed.get("expires_at").asText()).isEqualTo(in(600));
        assertThat(renewed.get("ttl_seconds").asInt()).isEqualTo(600);
        CLOCK.advance(Duration.ofSeconds(100)); // past the first expiry, within the renewed one
        assertThat(lease(acquire("cache/warmup", null, 60)).get("reason").asText()).isEqualTo("held");
        assertThat(lease(release("cache/warmup", token)).get("applied").asBoolean()).isTrue();
    }

    @Test
    void aLapsedLeaseIsFreeAtItsExpiryAndTheNextGrantHasAHigherFencingToken() {
        JsonNode first = lease(acquire("report/q3", null, 30));
        String oldToken = first.get("lease_token").asText();
        CLOCK.advance(Duration.ofMillis(29_999));
        assertThat(lease(check("report/q3")).get("status").asText()).isEqualTo("held");
        assertThat(lease(acquire("report/q3", null, 30)).get("reason").asText()).isEqualTo("held");
        CLOCK.advance(Duration.ofMillis(1));
        assertThat(lease(check("report/q3")).get("status").asText()).isEqualTo("expired");
        assertThat(lease(release("report/q3", oldToken)).get("reason").asText()).isEqualTo("expired");

        JsonNode second = lease(acquire("report/q3", null, 30));
        assertThat(second.get("applied").asBoolean()).isTrue();
        assertThat(second.get("fencing_token").asLong()).isEqualTo(2);
        assertThat(second.get("lease_token").asText()).isNotEqualTo(oldToken);
        // the paused first holder comes back: its token neither renews nor releases the new lease
        JsonNode stale = lease(acquire("report/q3", oldToken, 30));
        assertThat(stale.get("reason").asText()).isEqualTo("held");
        assertThat(stale.get("fencing_token").asLong()).isEqualTo(2);
        assertThat(lease(release("report/q3", oldToken)).get("reason").asText()).isEqualTo("token_mismatch");
        assertThat(lease(check("report/q3")).get("status").asText()).isEqualTo("held");
    }

    @Test
    void aLapsedHoldersTokenTakesAFreeResourceAsANewGrant() {
        String token = lease(acquire("lapsed/renew", null, 30)).get("lease_token").asText();
        CLOCK.advance(Duration.ofSeconds(31));
        JsonNode again = lease(acquire("lapsed/renew", token, 30));
        assertThat(again.get("applied").asBoolean()).isTrue();
        assertThat(again.get("renewed").asBoolean()).isFalse();
        assertThat(again.get("fencing_token").asLong()).isEqualTo(2);
        assertThat(again.get("lease_token").asText()).isNotEqualTo(token);
        assertThat(lease(release("lapsed/renew", token)).get("reason").asText()).isEqualTo("token_mismatch");
    }

    @Test
    void releaseNeedsTheTokenAndFreesTheResourceAtOnce() {
        Http.Reply noToken = app.post(MANAGE, key, "{\"operation\":\"release\",\"resource_key\":\"queue/7\"}");
        assertThat(noToken.status()).isEqualTo(422);
        assertThat(noToken.json().get("code").asText()).isEqualTo("missing_field");
        assertThat(noToken.json().at("/errors/0/pointer").asText()).isEqualTo("/lease_token");
        assertThat(lease(release("queue/7", "y".repeat(43))).get("reason").asText()).isEqualTo("not_held");

        String token = lease(acquire("queue/7", null, 120)).get("lease_token").asText();
        JsonNode wrong = lease(release("queue/7", token.substring(0, 42) + (token.endsWith("A") ? "B" : "A")));
        assertThat(wrong.get("applied").asBoolean()).isFalse();
        assertThat(wrong.get("reason").asText()).isEqualTo("token_mismatch");
        assertThat(wrong.get("status").asText()).isEqualTo("held");

        JsonNode released = lease(release("queue/7", token));
        assertThat(released.get("applied").asBoolean()).isTrue();
        assertThat(released.get("status").asText()).isEqualTo("released");
        assertThat(released.get("released_at").asText()).isEqualTo(in(0));
        assertThat(lease(release("queue/7", token)).get("reason").asText()).isEqualTo("already_released");
        JsonNode next = lease(acquire("queue/7", token, 120));
        assertThat(next.get("renewed").asBoolean()).isFalse();
        assertThat(next.get("fencing_token").asLong()).isEqualTo(2);
        assertThat(next.get("released_at").isNull()).isTrue();
    }

    @Test
    void eachResourceAndEachAccountHasItsOwnLeaseAndCounter() {
        lease(acquire("shared-name", null, 60));
        assertThat(lease(acquire("shared-name-2", null, 60)).get("fencing_token").asLong()).isEqualTo(1);
        String stranger = app.createApiKey();
        JsonNode theirs = ToolSchemas.conforming("manage_resource_lease",
                app.post(MANAGE, stranger, acquire("shared-name", null, 60)));
        assertThat(theirs.get("applied").asBoolean()).isTrue();
        assertThat(theirs.get("fencing_token").asLong()).isEqualTo(1);
    }

    @Test
    void mcpCallsTheToolWhichIsNotReadOnly() {
        Mcp mcp = new Mcp(app);
        for (Http.Reply reply : List.of(mcp.legacy(key, "tools/call", Mcp.call("manage_resource_lease", acquire("mcp/a", null, 60))),
                mcp.modern(key, "tools/call", Mcp.call("manage_resource_lease", acquire("mcp/b", null, 60))))) {
            JsonNode result = reply.json().path("result");
            assertThat(result.path("isError").asBoolean()).as(reply.text()).isFalse();
            assertThat(result.path("structuredContent").path("fencing_token").asLong()).isEqualTo(1);
        }
        JsonNode tools = mcp.legacy(null, "tools/list", null).json().at("/result/tools");
        for (JsonNode tool : tools) {
            if (tool.get("name").asText().equals("manage_resource_lease")) {
                assertThat(tool.at("/annotations/readOnlyHint").asBoolean()).isFalse();
                assertThat(tool.at("/inputSchema/properties/lease_token/minLength").asInt()).isEqualTo(16);
                return;
            }
        }
        throw new AssertionError("manage_resource_lease is not listed");
    }
}
