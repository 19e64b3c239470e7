package dev.cairn.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.testing.TestEngines;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.RedisClient;

/** The links handed to humans: their tokens never rest in Redis, and the owner tools work over MCP too. */
class HumanLinksIT extends SharedAppTest {
    private static final String FINGERPRINT = "sha256:" + "ab".repeat(32);
    private final Mcp mcp = new Mcp(app);

    private static String token(String url) {
        return url.substring(url.indexOf('#') + 1);
    }

    private static JsonNode structured(Http.Reply reply, String tool) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        JsonNode result = reply.json().path("result");
        assertThat(result.has("isError")).as(reply.text()).isFalse();
        assertThat(ToolSchemas.outputErrors(tool, result.path("structuredContent"))).isEmpty();
        return result.path("structuredContent");
    }

    @Test
    void noRedisKeyOrValueHoldsAPlaintextToken() {
        List<String> tokens = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            JsonNode approval = app.post("/v1/approvals/request", key, "{\"title\":\"t" + i + "\"}").json();
            tokens.add(token(approval.path("approval_url").asText()));
            JsonNode challenge = app.post("/v1/challenges/manage", key, "{\"operation\":\"create\",\"control_id\":\"c"
                    + i + "\",\"action_fingerprint\":\"" + FINGERPRINT + "\"}").json();
            tokens.add(token(challenge.path("veto_url").asText()));
        }
        assertThat(tokens).allSatisfy(token -> assertThat(token).hasSize(43));
        List<String> stored = new ArrayList<>();
        try (RedisClient redis = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            for (String name : redis.keys("*")) {
                stored.add(name);
                switch (redis.type(name)) {
                    case "string" -> stored.add(redis.get(name));
                    case "hash" -> redis.hgetAll(name).forEach((field, value) -> {
                        stored.add(field);
                        stored.add(value);
                    });
                    case "list" -> stored.addAll(redis.lrange(name, 0, -1));
                    case "set" -> stored.addAll(redis.smembers(name));
                    case "zset" -> stored.addAll(redis.zrange(name, 0, -1));
                    default -> { }
                }
            }
        }
        String everything = String.join("\n", stored);
        assertThat(everything).contains(BearerTokens.hash(tokens.get(0))).contains(BearerTokens.hash(tokens.get(1)));
        for (String token : tokens) {
            assertThat(everything).doesNotContain(token);
        }
    }

    @Test
    void requestApprovalAndManageActionChallengeRunOverMcpAndThePublicEndpointsAreNotTools() {
        JsonNode approval = structured(mcp.legacy(key, "tools/call", Mcp.call("request_approval",
                "{\"title\":\"Over MCP\"}")), "request_approval");
        assertThat(approval.path("approval_url").asText()).contains("/approve/" + approval.path("approval_id").asText() + "#");
        JsonNode checked = structured(mcp.modern(key, "tools/call", Mcp.call("check_approval",
                "{\"approval_id\":\"" + approval.path("approval_id").asText() + "\"}")), "check_approval");
        assertThat(checked.path("status").asText()).isEqualTo("pending");

        String control = "{\"operation\":\"create\",\"control_id\":\"" + UUID.randomUUID() + "\",\"action_fingerprint\":\""
                + FINGERPRINT + "\"}";
        JsonNode challenge = structured(mcp.modern(key, "tools/call", Mcp.call("manage_action_challenge", control)),
                "manage_action_challenge");
        assertThat(challenge.path("status").asText()).isEqualTo("pending");
        assertThat(challenge.path("veto_url").asText()).contains("/veto/" + challenge.path("challenge_id").asText() + "#");
        JsonNode consume = structured(mcp.legacy(key, "tools/call", Mcp.call("manage_action_challenge",
                control.replace("create", "consume"))), "manage_action_challenge");
        assertThat(consume.path("reason").asText()).isEqualTo("veto_window_open");

        for (String name : new String[] {"approval_public_get", "approval_public_decide", "challenge_public_get",
                "challenge_public_veto"}) {
            assertThat(mcp.legacy(null, "tools/list", null).text()).doesNotContain("\"" + name + "\"");
            Http.Reply call = mcp.legacy(null, "tools/call", Mcp.call(name,
                    "{\"approval_id\":\"apr_0QZ7M3K9TX4B8N2R6VHJYPD5WC\",\"token\":\"" + "t".repeat(43) + "\"}"));
            assertThat(call.text()).as(name).contains("Unknown tool");
        }
    }
}
