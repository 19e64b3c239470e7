package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.api.AdminTasks;
import dev.cairn.testing.MutableClock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The operator's key actions, the revocation poll and the batched last uses, against in-memory accounts. */
class KeyAdministrationTest {
    private static final String ADDRESS = "192.0.2.1";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final MutableClock clock = new MutableClock();
    private final AtomicLong nanos = new AtomicLong();
    private ApiKeysTest.MemoryAccounts accounts;
    private ApiKeys keys;
    private KeyAdministration admin;
    private KeyUpkeep upkeep;

    @BeforeEach
    void setUp() {
        accounts = new ApiKeysTest.MemoryAccounts(clock);
        keys = new ApiKeys(accounts, clock);
        admin = new KeyAdministration(keys, accounts);
        upkeep = new KeyUpkeep(keys, accounts, nanos::get);
    }

    private static String idOf(String key) {
        return ApiKeys.keyId(ApiKeys.hash(key));
    }

    /** Seven calls this month for every account. */
    private static long sevenCalls(String accountId) {
        assertThat(accountId).startsWith("acct_");
        return 7;
    }

    private List<JsonNode> listed() throws Exception {
        List<JsonNode> lines = new java.util.ArrayList<>();
        for (String line : admin.list(KeyAdministrationTest::sevenCalls)) {
            lines.add(JSON.readTree(line));
        }
        return lines;
    }

    @Test
    void createMakesAnAccountOnEachPlanAndContributorMarksAFoundingOne() throws Exception {
        String subscription = admin.create("subscription", false);
        String founding = admin.create("founding", false);
        String verifiedFounding = admin.create("founding", true);
        String contributor = admin.create("contributor", false);
        assertThat(List.of(subscription, founding, verifiedFounding, contributor))
                .allMatch(key -> key.matches("cairn_live_[0-9A-Za-z]{32}"));
        assertThat(keys.identify(subscription, ADDRESS).orElseThrow().plan()).isEqualTo(Plan.SUBSCRIPTION);
        assertThat(keys.identify(founding, ADDRESS).orElseThrow().contributor()).isFalse();
        assertThat(keys.identify(verifiedFounding, ADDRESS).orElseThrow().contributor()).isTrue();
        assertThat(keys.identify(contributor, ADDRESS).orElseThrow().contributor()).isTrue();
        assertThatThrownBy(() -> admin.create("subscription", true)).isInstanceOf(AdminTasks.Refused.class)
                .hasMessageContaining("founding");
        assertThatThrownBy(() -> admin.create("gold", false)).hasMessageContaining("unknown plan");
        assertThat(accounts.accounts).hasSize(4);
    }

    @Test
    void listShowsEveryKeyWithItsStateAndUsageButNeverItsSecretOrHash() throws Exception {
        String key = admin.create("founding", false);
        String other = admin.create("subscription", false);
        admin.revoke(idOf(other));
        List<JsonNode> lines = listed();
        assertThat(lines).hasSize(2);
        JsonNode first = lines.get(0);
        assertThat(first.fieldNames()).toIterable().containsExactly("key_id", "account_id", "plan", "contributor",
                "state", "created_at", "last_used_at", "calls_this_month", "revoked_at");
        assertThat(first.get("key_id").asText()).isEqualTo(idOf(key));
        assertThat(first.get("plan").asText()).isEqualTo("founding");
        assertThat(first.get("state").asText()).isEqualTo("active");
        assertThat(first.get("last_used_at").isNull()).isTrue();
        assertThat(first.get("revoked_at").isNull()).isTrue();
        assertThat(first.get("calls_this_month").asLong()).isEqualTo(7);
        assertThat(lines.get(1).get("state").asText()).isEqualTo("revoked");
        assertThat(lines.get(1).get("revoked_at").asText()).isEqualTo(clock.instant().toString());
        String hashHex = java.util.HexFormat.of().formatHex(ApiKeys.hash(key));
        assertThat(String.join("\n", admin.list(KeyAdministrationTest::sevenCalls))).doesNotContain(key.substring(11))
                .doesNotContain(hashHex);
    }

    @Test
    void aRevokedKeyIsRefusedAtOnceHereAndARevokedOrUnknownIdIsExplained() {
        String key = admin.create("subscription", false);
        assertThat(keys.identify(key, ADDRESS)).isPresent();
        assertThat(admin.revoke(idOf(key))).isEqualTo("revoked " + idOf(key));
        assertThat(keys.identify(key, ADDRESS)).isEmpty();
        assertThatThrownBy(() -> admin.revoke(idOf(key))).hasMessage(idOf(key) + " was revoked at " + clock.instant());
        assertThatThrownBy(() -> admin.revoke("key_000000000000")).hasMessage("no key has the id key_000000000000");
        assertThatThrownBy(() -> admin.revoke("cairn_live_x")).hasMessageContaining("give a key id");
        assertThatThrownBy(() -> admin.rotate(null)).hasMessageContaining("give a key id");
    }

    @Test
    void rotateGivesTheSameAccountANewKeyAndRevokesTheOldOne() {
        String old = admin.create("founding", false);
        KeyHolder before = keys.identify(old, ADDRESS).orElseThrow();
        String fresh = admin.rotate(idOf(old));
        assertThat(fresh).matches("cairn_live_[0-9A-Za-z]{32}").isNotEqualTo(old);
        assertThat(keys.identify(old, ADDRESS)).isEmpty();
        KeyHolder after = keys.identify(fresh, ADDRESS).orElseThrow();
        assertThat(after.accountId()).isEqualTo(before.accountId());
        assertThat(after.plan()).isEqualTo(Plan.FOUNDING);
        assertThat(after.createdAt()).as("the grant runs from the account's creation").isEqualTo(before.createdAt());
        assertThat(after.keyId()).isEqualTo(idOf(fresh));
        assertThatThrownBy(() -> admin.rotate(idOf(old))).hasMessageStartingWith(idOf(old) + " was revoked at");
        assertThatThrownBy(() -> admin.rotate("key_000000000000")).hasMessage("no key has the id key_000000000000");
        assertThat(accounts.keys).hasSize(2);
    }

    @Test
    void verifyContributorMarksAFoundingAccountButNotASubscriptionOrARevokedKey() {
        String founding = admin.create("founding", false);
        assertThat(admin.verifyContributor(idOf(founding))).endsWith(" is a verified contributor");
        assertThat(accounts.findKey(idOf(founding)).orElseThrow().contributor()).isTrue();
        String subscription = admin.create("subscription", false);
        assertThatThrownBy(() -> admin.verifyContributor(idOf(subscription))).hasMessageContaining("subscription");
        admin.revoke(idOf(founding));
        assertThatThrownBy(() -> admin.verifyContributor(idOf(founding))).hasMessageContaining("was revoked");
    }

    @Test
    void aKeyRevokedElsewhereIsForgottenByTheNextPoll() {
        String key = admin.create("subscription", false);
        assertThat(keys.identify(key, ADDRESS)).isPresent();
        accounts.revoke(idOf(key)); // another instance
        assertThat(keys.identify(key, ADDRESS)).as("still cached").isPresent();
        upkeep.pollRevocations();
        assertThat(keys.identify(key, ADDRESS)).isEmpty();
    }

    @Test
    void aRevocationIsFollowedForTheWholeWindowSoALateCacheEntryIsStillForgotten() {
        String key = admin.create("subscription", false);
        java.nio.ByteBuffer hash = java.nio.ByteBuffer.wrap(ApiKeys.hash(key));
        String account = accounts.owners.get(hash);
        accounts.revoke(idOf(key));
        upkeep.pollRevocations();
        // a lookup that read the key just before its revocation committed caches it after that poll
        accounts.owners.put(hash, account);
        assertThat(keys.identify(key, ADDRESS)).isPresent();
        accounts.owners.remove(hash);
        clock.advance(KeyUpkeep.WINDOW.minusMillis(1));
        upkeep.pollRevocations();
        assertThat(keys.identify(key, ADDRESS)).isEmpty();
    }

    @Test
    void whilePollsFailCachedKeysKeepWorkingAndTheFirstPollBackCatchesUpOnTheGap() {
        String key = admin.create("subscription", false);
        assertThat(keys.identify(key, ADDRESS)).isPresent();
        upkeep.pollRevocations();
        int lookups = accounts.lookups;
        accounts.revoke(idOf(key)); // on an instance that still reaches PostgreSQL
        accounts.unreachable = true;
        for (int i = 0; i < 80; i++) { // 20 s of failed polls
            nanos.addAndGet(KeyUpkeep.POLL.toNanos());
            clock.advance(KeyUpkeep.POLL);
            upkeep.pollRevocations();
        }
        assertThat(keys.identify(key, ADDRESS)).as("still cached: an outage refuses no cached key").isPresent();
        assertThat(accounts.lookups).isEqualTo(lookups);

        accounts.unreachable = false;
        upkeep.pollRevocations();
        assertThat(keys.identify(key, ADDRESS)).as("revoked 20 s ago, four windows back").isEmpty();
    }

    @Test
    void usesAreWrittenInOneBatchWithTheLatestTimeOfEachKey() {
        String one = admin.create("subscription", false);
        String two = admin.create("subscription", false);
        for (int i = 0; i < 50; i++) {
            keys.identify(one, ADDRESS);
            clock.advance(Duration.ofSeconds(1));
        }
        keys.identify(two, ADDRESS);
        assertThat(accounts.lastUseWrites).isZero();
        upkeep.flushUses();
        assertThat(accounts.lastUseWrites).isEqualTo(1);
        assertThat(accounts.keys.get(idOf(one)).lastUsedAt).isEqualTo(clock.instant().minusSeconds(1));
        assertThat(accounts.keys.get(idOf(two)).lastUsedAt).isEqualTo(clock.instant());
        upkeep.flushUses();
        assertThat(accounts.lastUseWrites).as("nothing new, nothing written").isEqualTo(1);
    }

    @Test
    void usesWhoseWriteFailedAreWrittenByTheNextFlush() {
        String key = admin.create("subscription", false);
        keys.identify(key, ADDRESS);
        accounts.unreachable = true;
        upkeep.flushUses();
        accounts.unreachable = false;
        assertThat(accounts.keys.get(idOf(key)).lastUsedAt).isNull();
        upkeep.flushUses();
        assertThat(accounts.keys.get(idOf(key)).lastUsedAt).isEqualTo(clock.instant());
    }

    @Test
    void stoppingWritesTheUsesNotYetWritten() throws Exception {
        String key = admin.create("subscription", false);
        upkeep.start();
        keys.identify(key, ADDRESS);
        upkeep.stop();
        assertThat(accounts.keys.get(idOf(key)).lastUsedAt).isEqualTo(clock.instant());
    }
}
