package dev.cairn.control.action;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.testing.TestEngines;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.RedisClient;

class ActionToolsIT extends SharedAppTest {

    private static final Map<String, String> TOOL_AT = Map.of(
            "/v1/actions/fingerprint", "fingerprint_action", "/v1/actions/lock-intent", "lock_action_intent",
            "/v1/actions/lock", "lock_action", "/v1/actions/check", "check_action",
            "/v1/actions/complete", "complete_action", "/v1/actions/release", "release_action");

    /** A 200 result, which must also conform to the tool's output schema. */
    private JsonNode ok(String path, String body) {
        Http.Reply reply = app.post(path, key, body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        assertThat(reply.contentType()).startsWith("application/json");
        assertThat(ToolSchemas.outputErrors(TOOL_AT.get(path), reply.json())).as(reply.text()).isEmpty();
        return reply.json();
    }

    private JsonNode lock(String lockKey) {
        return ok("/v1/actions/lock", "{\"key\":\"" + lockKey + "\"}");
    }

    private JsonNode settle(String path, String lockKey, String lockId) {
        return ok(path, "{\"key\":\"" + lockKey + "\",\"lock_id\":\"" + lockId + "\"}");
    }

    @Test
    void fingerprintIgnoresKeyOrderButNotArrayOrderAndNeedsNoKey() {
        Http.Reply a = app.post("/v1/actions/fingerprint", null,
                "{\"action\":\"send_email\",\"arguments\":{\"to\":\"x@example.com\",\"tags\":[1,2],\"n\":{\"b\":1,\"a\":2}}}");
        Http.Reply b = app.post("/v1/actions/fingerprint", null,
                "{\"arguments\":{\"n\":{\"a\":2,\"b\":1},\"tags\":[1,2],\"to\":\"x@example.com\"},\"scope\":\"default\",\"action\":\"send_email\"}");
        Http.Reply c = app.post("/v1/actions/fingerprint", null,
                "{\"action\":\"send_email\",\"arguments\":{\"to\":\"x@example.com\",\"tags\":[2,1],\"n\":{\"b\":1,\"a\":2}}}");
        assertThat(a.status()).isEqualTo(200);
        assertThat(ToolSchemas.outputErrors("fingerprint_action", a.json())).isEmpty();
        assertThat(a.json().get("action_fingerprint")).isEqualTo(b.json().get("action_fingerprint"));
        assertThat(a.json().get("action_fingerprint")).isNotEqualTo(c.json().get("action_fingerprint"));
        JsonNode result = a.json();
        String hex = result.get("action_fingerprint").asText().substring("sha256:".length());
        assertThat(result.get("idempotency_key").asText()).isEqualTo("cairn_action_" + hex);
        assertThat(result.get("algorithm").asText()).isEqualTo("sha256");
        assertThat(result.get("brand").asText()).isEqualTo("cairn");
        assertThat(result.get("canonicalization").asText()).contains("RFC 8785");
        // {"action":"send_email","arguments":{"n":{"a":2,"b":1},"tags":[1,2],"to":"x@example.com"},"scope":"default"}
        assertThat(result.get("canonical_bytes").asInt()).isEqualTo(107);
        assertThat(a.text()).doesNotContain("x@example.com");
    }

    @Test
    void fingerprintIsTheSha256OfTheCanonicalForm() throws Exception {
        JsonNode result = app.post("/v1/actions/fingerprint", null,
                "{\"action\":\"pay\",\"scope\":\"t1\",\"arguments\":{\"amount\":1.50,\"z\":null,\"a\":\"é\"}}").json();
        String canonical = "{\"action\":\"pay\",\"arguments\":{\"a\":\"é\",\"amount\":1.5,\"z\":null},\"scope\":\"t1\"}";
        byte[] bytes = canonical.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        String expected = java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
        assertThat(result.get("action_fingerprint").asText()).isEqualTo("sha256:" + expected);
        assertThat(result.get("canonical_bytes").asInt()).isEqualTo(bytes.length);
    }

    @Test
    void lockIntentResolvesReorderedKeysToTheSameLock() {
        JsonNode first = ok("/v1/actions/lock-intent", "{\"action\":\"refund\",\"arguments\":{\"order\":7,\"amount\":100}}");
        JsonNode second = ok("/v1/actions/lock-intent", "{\"arguments\":{\"amount\":100,\"order\":7},\"action\":\"refund\"}");
        assertThat(first.get("safe_to_execute").asBoolean()).isTrue();
        assertThat(first.get("lock_id").asText()).startsWith("lck_");
        assertThat(second.get("safe_to_execute").asBoolean()).isFalse();
        assertThat(second.get("status").asText()).isEqualTo("locked");
        assertThat(second.get("lock_id").isNull()).isTrue();
        assertThat(second.get("key")).isEqualTo(first.get("key"));
        assertThat(first.get("key")).isEqualTo(first.get("idempotency_key"));

        JsonNode done = settle("/v1/actions/complete", first.get("key").asText(), first.get("lock_id").asText());
        assertThat(done.get("applied").asBoolean()).isTrue();
        JsonNode again = ok("/v1/actions/lock-intent", "{\"action\":\"refund\",\"arguments\":{\"order\":7,\"amount\":100}}");
        assertThat(again.get("status").asText()).isEqualTo("completed");
        assertThat(again.get("safe_to_execute").asBoolean()).isFalse();
    }

    @Test
    void aSecondClaimOfAHeldKeyIsRefusedWithTheCurrentState() {
        JsonNode first = lock("order-42");
        assertThat(first.get("status").asText()).isEqualTo("locked");
        assertThat(first.get("safe_to_execute").asBoolean()).isTrue();
        assertThat(Duration.between(java.time.Instant.parse(first.get("locked_at").asText()),
                java.time.Instant.parse(first.get("lock_expires_at").asText()))).isEqualTo(Duration.ofMinutes(5));
        assertThat(first.get("completion_retention_seconds").asLong()).isEqualTo(2_592_000L);
        assertThat(first.get("protected_until")).isEqualTo(first.get("lock_expires_at"));

        JsonNode second = lock("order-42");
        assertThat(second.get("safe_to_execute").asBoolean()).isFalse();
        assertThat(second.get("status").asText()).isEqualTo("locked");
        assertThat(second.get("lock_id").isNull()).isTrue();
        assertThat(second.get("locked_at")).isEqualTo(first.get("locked_at"));
        assertThat(second.get("notice").asText()).contains("Do not perform");
    }

    @Test
    void checkReportsWithoutReserving() {
        JsonNode free = ok("/v1/actions/check", "{\"key\":\"never-claimed\"}");
        assertThat(free.get("status").asText()).isEqualTo("free");
        assertThat(free.get("safe_to_execute").asBoolean()).isFalse();
        assertThat(lock("never-claimed").get("safe_to_execute").asBoolean()).isTrue();
        JsonNode held = ok("/v1/actions/check", "{\"key\":\"never-claimed\"}");
        assertThat(held.get("status").asText()).isEqualTo("locked");
        assertThat(held.get("lock_id").isNull()).isTrue();
    }

    @Test
    void completeWithTheWrongLockIdChangesNothingAndSaysWhy() {
        JsonNode claim = lock("invoice-9");
        JsonNode wrong = settle("/v1/actions/complete", "invoice-9", "lck_NOTTHEONE");
        assertThat(wrong.get("applied").asBoolean()).isFalse();
        assertThat(wrong.get("reason").asText()).isEqualTo("lock_id_mismatch");
        assertThat(wrong.get("status").asText()).isEqualTo("locked");
        JsonNode released = settle("/v1/actions/release", "invoice-9", "lck_NOTTHEONE");
        assertThat(released.get("reason").asText()).isEqualTo("lock_id_mismatch");

        JsonNode done = settle("/v1/actions/complete", "invoice-9", claim.get("lock_id").asText());
        assertThat(done.get("applied").asBoolean()).isTrue();
        assertThat(done.get("reason").isNull()).isTrue();
        assertThat(done.get("status").asText()).isEqualTo("completed");
        JsonNode retried = settle("/v1/actions/complete", "invoice-9", claim.get("lock_id").asText());
        assertThat(retried.get("applied").asBoolean()).isFalse();
        assertThat(retried.get("reason").asText()).isEqualTo("already_completed");
        JsonNode releaseAfter = settle("/v1/actions/release", "invoice-9", claim.get("lock_id").asText());
        assertThat(releaseAfter.get("reason").asText()).isEqualTo("already_completed");
        assertThat(releaseAfter.get("status").asText()).isEqualTo("completed");
    }

    @Test
    void aCompletedKeyStaysProtectedForItsCompletionTtl() {
        JsonNode claim = ok("/v1/actions/lock", "{\"key\":\"ship-1\",\"completion_ttl_seconds\":3600}");
        JsonNode done = settle("/v1/actions/complete", "ship-1", claim.get("lock_id").asText());
        assertThat(Duration.between(java.time.Instant.parse(done.get("completed_at").asText()),
                java.time.Instant.parse(done.get("protected_until").asText()))).isEqualTo(Duration.ofHours(1));

        CLOCK.advance(Duration.ofMinutes(59));
        JsonNode during = lock("ship-1");
        assertThat(during.get("safe_to_execute").asBoolean()).isFalse();
        assertThat(during.get("status").asText()).isEqualTo("completed");
        assertThat(during.get("notice").asText()).contains("protected until");

        CLOCK.advance(Duration.ofMinutes(2));
        assertThat(ok("/v1/actions/check", "{\"key\":\"ship-1\"}").get("status").asText()).isEqualTo("free");
        assertThat(lock("ship-1").get("safe_to_execute").asBoolean()).isTrue();
    }

    @Test
    void aLapsedLockCanBeClaimedAgainAndTheOldHolderCanNoLongerSettle() {
        JsonNode first = ok("/v1/actions/lock", "{\"key\":\"job-3\",\"lock_ttl_seconds\":30}");
        CLOCK.advance(Duration.ofSeconds(29));
        assertThat(lock("job-3").get("safe_to_execute").asBoolean()).isFalse();
        CLOCK.advance(Duration.ofSeconds(2));
        assertThat(ok("/v1/actions/check", "{\"key\":\"job-3\"}").get("status").asText()).isEqualTo("expired");

        JsonNode second = lock("job-3");
        assertThat(second.get("safe_to_execute").asBoolean()).isTrue();
        assertThat(second.get("lock_id")).isNotEqualTo(first.get("lock_id"));
        JsonNode stale = settle("/v1/actions/complete", "job-3", first.get("lock_id").asText());
        assertThat(stale.get("applied").asBoolean()).isFalse();
        assertThat(stale.get("reason").asText()).isEqualTo("lock_id_mismatch");
    }

    @Test
    void aLapsedLockNobodyReclaimedCanStillBeCompletedByItsHolder() {
        JsonNode claim = ok("/v1/actions/lock", "{\"key\":\"late-1\",\"lock_ttl_seconds\":30}");
        CLOCK.advance(Duration.ofMinutes(10));
        JsonNode done = settle("/v1/actions/complete", "late-1", claim.get("lock_id").asText());
        assertThat(done.get("applied").asBoolean()).isTrue();
        assertThat(lock("late-1").get("status").asText()).isEqualTo("completed");
    }

    @Test
    void releaseFreesTheKeyForTheNextClaim() {
        JsonNode claim = lock("upload-5");
        JsonNode released = settle("/v1/actions/release", "upload-5", claim.get("lock_id").asText());
        assertThat(released.get("applied").asBoolean()).isTrue();
        assertThat(released.get("status").asText()).isEqualTo("released");
        assertThat(settle("/v1/actions/release", "upload-5", claim.get("lock_id").asText()).get("reason").asText())
                .isEqualTo("not_locked");
        assertThat(settle("/v1/actions/complete", "upload-5", claim.get("lock_id").asText()).get("reason").asText())
                .isEqualTo("not_locked");
        assertThat(lock("upload-5").get("safe_to_execute").asBoolean()).isTrue();
    }

    @Test
    void settlingAKeyNobodyClaimedIsNotLocked() {
        JsonNode result = settle("/v1/actions/complete", "ghost", "lck_ANY");
        assertThat(result.get("applied").asBoolean()).isFalse();
        assertThat(result.get("reason").asText()).isEqualTo("not_locked");
        assertThat(result.get("status").asText()).isEqualTo("free");
    }

    @Test
    void locksBelongToTheAccountThatClaimedThem() {
        assertThat(lock("shared-name").get("safe_to_execute").asBoolean()).isTrue();
        String otherAccount = app.createApiKey();
        Http.Reply other = app.post("/v1/actions/lock", otherAccount, "{\"key\":\"shared-name\"}");
        assertThat(other.json().get("safe_to_execute").asBoolean()).isTrue();
    }

    @Test
    void keysWithHashTagCharactersStayInTheirOwnRecord() {
        assertThat(lock("a}{b:c").get("safe_to_execute").asBoolean()).isTrue();
        assertThat(lock("a}{b:c").get("safe_to_execute").asBoolean()).isFalse();
        assertThat(lock("a}{b:d").get("safe_to_execute").asBoolean()).isTrue();
    }

    @Test
    void scriptsAreReloadedAfterRedisForgetsThem() {
        lock("before-flush");
        try (RedisClient redis = RedisClient.create(java.net.URI.create(TestEngines.redisUrl()))) {
            redis.scriptFlush();
        }
        JsonNode claim = lock("after-flush");
        assertThat(claim.get("safe_to_execute").asBoolean()).isTrue();
        assertThat(settle("/v1/actions/complete", "after-flush", claim.get("lock_id").asText()).get("applied").asBoolean())
                .isTrue();
    }
}
