package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.TestEngines;
import dev.cairn.testing.TwoInstancesTest;
import dev.cairn.store.sql.AccountDao;
import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.RedisClient;

/**
 * The operator's key lifecycle across two instances on one PostgreSQL and one Redis: a key revoked or rotated
 * through one instance's admin task is refused by the other within a second, though it had cached it as valid.
 */
class KeyLifecycleIT extends TwoInstancesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String CHECK = "/v1/actions/check";
    private static final String RESERVE = "/v1/budgets/reserve";

    private static Http.Reply task(CairnApp app, String nameAndQuery) {
        return Http.post(app.adminUrl("/tasks/" + nameAndQuery), null, "");
    }

    private static String keyId(String key) {
        return ApiKeys.keyId(ApiKeys.hash(key));
    }

    private static int check(CairnApp app, String key) {
        return app.post(CHECK, key, "{\"key\":\"k\"}").status();
    }

    /** Milliseconds until {@code app} refuses {@code key} with 401 api_key_invalid (fails after 5 s). */
    private static long millisUntilRefused(CairnApp app, String key) throws InterruptedException {
        long start = System.nanoTime();
        while (System.nanoTime() - start < 5_000_000_000L) {
            Http.Reply reply = app.post(CHECK, key, "{\"key\":\"k\"}");
            if (reply.status() == 401) {
                assertThat(reply.json().get("code").asText()).isEqualTo("api_key_invalid");
                return (System.nanoTime() - start) / 1_000_000;
            }
            assertThat(reply.status()).isEqualTo(200);
            Thread.sleep(20);
        }
        throw new AssertionError("the key was still accepted after 5 s");
    }

    private static JsonNode listed(CairnApp app, String keyId) throws Exception {
        Http.Reply reply = task(app, "list-api-keys");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        List<JsonNode> lines = new ArrayList<>();
        for (String line : reply.text().split("\n")) {
            lines.add(JSON.readTree(line));
        }
        assertThat(reply.text()).doesNotContain("cairn_live_");
        return lines.stream().filter(line -> line.get("key_id").asText().equals(keyId)).findFirst().orElseThrow();
    }

    @Test
    void aKeyRevokedOnOneInstanceIsRefusedByTheOtherWithinASecond() throws Exception {
        String key = first.createApiKey();
        assertThat(check(second, key)).isEqualTo(200); // cached as valid by the second instance
        assertThat(check(first, key)).isEqualTo(200);

        Http.Reply revoked = task(first, "revoke-api-key?key_id=" + keyId(key));
        assertThat(revoked.status()).as(revoked.text()).isEqualTo(200);
        assertThat(revoked.text().trim()).isEqualTo("revoked " + keyId(key));
        assertThat(millisUntilRefused(second, key)).isLessThan(1_000);
        assertThat(check(first, key)).isEqualTo(401);

        JsonNode line = listed(second, keyId(key));
        assertThat(line.get("state").asText()).isEqualTo("revoked");
        assertThat(line.get("revoked_at").isNull()).isFalse();

        Http.Reply again = task(second, "revoke-api-key?key_id=" + keyId(key));
        assertThat(again.status()).isEqualTo(500);
        assertThat(again.text().trim()).startsWith(keyId(key) + " was revoked at").doesNotContain("Exception");
    }

    @Test
    void aRotatedKeyIsRefusedOnBothAndItsSuccessorSeesTheSameAccountsRecords() throws Exception {
        String old = first.createApiKey();
        assertThat(first.post(RESERVE, old, "{\"operation\":\"reserve\",\"budget_key\":\"rotation\","
                + "\"period_key\":\"p\",\"amount\":7,\"limit\":100}").json().get("applied").asBoolean()).isTrue();
        assertThat(check(second, old)).isEqualTo(200);

        Http.Reply rotated = task(first, "rotate-api-key?key_id=" + keyId(old));
        assertThat(rotated.status()).as(rotated.text()).isEqualTo(200);
        String fresh = rotated.text().trim();
        assertThat(fresh).matches("cairn_live_[0-9A-Za-z]{32}");
        assertThat(check(first, old)).isEqualTo(401);
        assertThat(millisUntilRefused(second, old)).isLessThan(1_000);

        for (CairnApp app : List.of(first, second)) {
            JsonNode period = app.post(RESERVE, fresh,
                    "{\"operation\":\"check\",\"budget_key\":\"rotation\",\"period_key\":\"p\"}").json();
            assertThat(period.get("used").asLong()).as(period.toString()).isEqualTo(7);
        }
        assertThat(listed(first, keyId(fresh)).get("account_id")).isEqualTo(listed(first, keyId(old)).get("account_id"));

        Http.Reply again = task(second, "rotate-api-key?key_id=" + keyId(old));
        assertThat(again.status()).isEqualTo(500);
        assertThat(again.text().trim()).startsWith(keyId(old) + " was revoked at");
        Http.Reply unknown = task(second, "rotate-api-key?key_id=key_000000000000");
        assertThat(unknown.text().trim()).isEqualTo("no key has the id key_000000000000");
    }

    @Test
    void listShowsTheAccountsCallsThisMonthAndTheKeysLastUse() throws Exception {
        String key = first.createApiKey();
        JsonNode line = listed(first, keyId(key));
        assertThat(line.get("plan").asText()).isEqualTo("subscription");
        assertThat(line.get("state").asText()).isEqualTo("active");
        assertThat(line.get("calls_this_month").asLong()).isZero();
        assertThat(line.get("last_used_at").isNull()).isTrue();
        String account = line.get("account_id").asText();
        try (RedisClient redis = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            redis.set(UsageCounters.accountCalls(account, UsageCounters.month(CLOCK.millis())), "42");
        }
        assertThat(listed(second, keyId(key)).get("calls_this_month").asLong()).isEqualTo(42);

        // what KeyUpkeep writes every 30 s: the latest use wins over an older one written later
        AccountDao accounts = TestEngines.database().onDemand(AccountDao.class);
        Instant used = Instant.parse("2026-11-27T10:15:30.123Z");
        accounts.recordLastUses(new String[] {keyId(key), "key_000000000000"}, new long[] {used.toEpochMilli(), 1});
        accounts.recordLastUses(new String[] {keyId(key)}, new long[] {used.minusSeconds(60).toEpochMilli()});
        assertThat(listed(first, keyId(key)).get("last_used_at").asText()).isEqualTo(used.toString());
    }

    @Test
    void verifyContributorMarksAFoundingAccountAndCreateTakesEveryPlan() throws Exception {
        for (String plan : List.of("subscription", "founding", "contributor")) {
            Http.Reply created = task(first, "create-api-key?plan=" + plan);
            assertThat(created.status()).isEqualTo(200);
            JsonNode line = listed(second, keyId(created.text().trim()));
            assertThat(line.get("plan").asText()).isEqualTo(plan);
            assertThat(line.get("contributor").asBoolean()).isEqualTo(plan.equals("contributor"));
        }
        String founding = task(first, "create-api-key?plan=founding").text().trim();
        Http.Reply verified = task(second, "verify-contributor?key_id=" + keyId(founding));
        assertThat(verified.status()).as(verified.text()).isEqualTo(200);
        assertThat(listed(first, keyId(founding)).get("contributor").asBoolean()).isTrue();
        String marked = task(first, "create-api-key?plan=founding&contributor=true").text().trim();
        assertThat(listed(first, keyId(marked)).get("contributor").asBoolean()).isTrue();
        Http.Reply refused = task(first, "create-api-key?plan=subscription&contributor=true");
        assertThat(refused.status()).isEqualTo(500);
        assertThat(refused.text()).doesNotContain("cairn_live_").doesNotContain("\tat ");
    }
}
