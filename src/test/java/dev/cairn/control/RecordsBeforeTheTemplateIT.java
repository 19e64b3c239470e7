package dev.cairn.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testing.Http;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.testing.TestEngines;
import java.net.URI;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.RedisClient;
import redis.clients.jedis.params.ScanParams;
import redis.clients.jedis.resps.ScanResult;

/**
 * Records written before the family template named their status field {@code state}; they are still read
 * right, and the first script that touches one renames the field (lua/lib/prelude.lua, upgrade_status).
 */
class RecordsBeforeTheTemplateIT extends SharedAppTest {
    private static final String FINGERPRINT = "sha256:" + "cd".repeat(32);
    private RedisClient redis;

    @BeforeEach
    void connect() {
        redis = RedisClient.create(URI.create(TestEngines.redisUrl()));
    }

    @AfterEach
    void close() {
        redis.close();
    }

    /** Turns a record back into the format before the template: its status under the old name. */
    private void downgrade(String recordKey) {
        String status = redis.hget(recordKey, "status");
        assertThat(status).as(recordKey).isNotNull();
        redis.hset(recordKey, "state", status);
        redis.hdel(recordKey, "status");
    }

    private void assertUpgraded(String recordKey) {
        Map<String, String> fields = redis.hgetAll(recordKey);
        assertThat(fields).containsKey("status").doesNotContainKey("state");
    }

    private JsonNode ok(String path, String apiKey, String body) {
        Http.Reply reply = app.post(path, apiKey, body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        return reply.json();
    }

    @Test
    void aCompletionFromBeforeStillProtectsItsAction() {
        String lockKey = "old-" + UUID.randomUUID();
        JsonNode claim = ok("/v1/actions/lock", key, "{\"key\":\"" + lockKey + "\"}");
        ok("/v1/actions/complete", key, "{\"key\":\"" + lockKey + "\",\"lock_id\":\"" + claim.path("lock_id").asText() + "\"}");
        String record = actionRecord(claim.path("lock_id").asText());
        downgrade(record);

        assertThat(ok("/v1/actions/check", key, "{\"key\":\"" + lockKey + "\"}").path("status").asText())
                .isEqualTo("completed");
        JsonNode again = ok("/v1/actions/lock", key, "{\"key\":\"" + lockKey + "\"}");
        assertThat(again.path("safe_to_execute").asBoolean()).isFalse();
        assertThat(again.path("status").asText()).isEqualTo("completed");
        assertUpgraded(record);
    }

    @Test
    void anApprovalFromBeforeCanStillBeReadAndDecided() {
        JsonNode created = ok("/v1/approvals/request", key, "{\"title\":\"old\"}");
        String id = created.path("approval_id").asText();
        String url = created.path("approval_url").asText();
        String token = url.substring(url.indexOf('#') + 1);
        downgrade("cairn:approval:{" + id + "}");

        assertThat(ok("/v1/approvals/check", key, "{\"approval_id\":\"" + id + "\"}").path("status").asText())
                .isEqualTo("pending");
        downgrade("cairn:approval:{" + id + "}");
        assertThat(ok("/v1/approvals/public/get", null, "{\"approval_id\":\"" + id + "\",\"token\":\"" + token + "\"}")
                .path("status").asText()).isEqualTo("pending");
        downgrade("cairn:approval:{" + id + "}");
        JsonNode decided = ok("/v1/approvals/public/decide", null, "{\"approval_id\":\"" + id + "\",\"token\":\""
                + token + "\",\"decision\":\"approved\"}");
        assertThat(decided.path("applied").asBoolean()).isTrue();
        assertThat(decided.path("status").asText()).isEqualTo("approved");
        assertUpgraded("cairn:approval:{" + id + "}");
    }

    @Test
    void aChallengeFromBeforeCanStillBeCheckedAndVetoed() {
        String controlId = "old-" + UUID.randomUUID();
        JsonNode created = ok("/v1/challenges/manage", key, "{\"operation\":\"create\",\"control_id\":\"" + controlId
                + "\",\"action_fingerprint\":\"" + FINGERPRINT + "\",\"veto_window_seconds\":600,"
                + "\"execution_window_seconds\":600}");
        String id = created.path("challenge_id").asText();
        String url = created.path("veto_url").asText();
        String token = url.substring(url.indexOf('#') + 1);
        downgrade("cairn:challenge:{" + id + "}");

        assertThat(ok("/v1/challenges/manage", key, "{\"operation\":\"check\",\"control_id\":\"" + controlId + "\"}")
                .path("status").asText()).isEqualTo("pending");
        downgrade("cairn:challenge:{" + id + "}");
        JsonNode vetoed = ok("/v1/challenges/public/veto", null, "{\"challenge_id\":\"" + id + "\",\"token\":\""
                + token + "\"}");
        assertThat(vetoed.path("applied").asBoolean()).isTrue();
        assertThat(vetoed.path("status").asText()).isEqualTo("vetoed");
        assertUpgraded("cairn:challenge:{" + id + "}");
    }

    /** The action record whose lock_id is {@code lockId} (its key hashes the account and the lock key). */
    private String actionRecord(String lockId) {
        String cursor = ScanParams.SCAN_POINTER_START;
        do {
            ScanResult<String> page = redis.scan(cursor, new ScanParams().match("cairn:action:*").count(1000));
            for (String candidate : page.getResult()) {
                if (lockId.equals(redis.hget(candidate, "lock_id"))) {
                    return candidate;
                }
            }
            cursor = page.getCursor();
        } while (!cursor.equals(ScanParams.SCAN_POINTER_START));
        throw new AssertionError("no action record holds " + lockId);
    }
}
