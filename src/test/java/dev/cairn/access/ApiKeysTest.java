package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.store.sql.AccountDao;
import dev.cairn.testing.MutableClock;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** API key minting and recognition against an in-memory account store. */
class ApiKeysTest {
    private static final String FORMAT = "cairn_live_[0-9A-Za-z]{32}";
    private static final String ADDRESS = "192.0.2.1";

    /** Accounts and key hashes in maps; counts lookups so tests can see which keys reach the store. */
    static final class MemoryAccounts implements AccountDao {
        final Map<String, String> plans = new HashMap<>();
        final Map<String, Instant> created = new HashMap<>();
        final Set<String> contributors = new HashSet<>();
        final Map<ByteBuffer, String> owners = new HashMap<>();
        int lookups;
        boolean unreachable;

        @Override
        public void insertAccount(String id, String plan, boolean contributor, Instant createdAt) {
            plans.put(id, plan);
            created.put(id, createdAt);
            if (contributor) {
                contributors.add(id);
            }
        }

        @Override
        public void insertKey(byte[] keyHash, String keyId, String accountId, Instant createdAt) {
            owners.put(ByteBuffer.wrap(keyHash.clone()), accountId);
        }

        @Override
        public Optional<KeyOwner> findAccount(String accountId) {
            return Optional.ofNullable(plans.get(accountId)).map(plan -> new KeyOwner(accountId, null, plan,
                    created.get(accountId), contributors.contains(accountId)));
        }

        @Override
        public Optional<KeyOwner> findOwner(byte[] keyHash) {
            lookups++;
            if (unreachable) {
                throw new IllegalStateException("the store cannot be reached");
            }
            String account = owners.get(ByteBuffer.wrap(keyHash));
            return Optional.ofNullable(account).map(id -> new KeyOwner(id, ApiKeys.keyId(keyHash), plans.get(id),
                    created.get(id), contributors.contains(id)));
        }
    }

    private final MutableClock clock = new MutableClock();
    private MemoryAccounts accounts;
    private ApiKeys keys;

    @BeforeEach
    void setUp() {
        accounts = new MemoryAccounts();
        keys = new ApiKeys(accounts, clock);
    }

    private static byte[] sha256(String text) throws Exception {
        return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.US_ASCII));
    }

    @Test
    void aMintedKeyIsThePrefixAnd32Base62Characters() {
        String key = keys.createAccount(Plan.SUBSCRIPTION);
        assertThat(key).matches(FORMAT).hasSize(ApiKeys.PREFIX.length() + 32).startsWith("cairn_live_");
    }

    @Test
    void onlyTheSha256OfTheKeyIsStored() throws Exception {
        String key = keys.createAccount(Plan.SUBSCRIPTION);
        assertThat(accounts.owners).hasSize(1);
        ByteBuffer stored = accounts.owners.keySet().iterator().next();
        assertThat(stored.array()).isEqualTo(sha256(key)).isEqualTo(ApiKeys.hash(key)).hasSize(32);
        assertThat(new String(stored.array(), StandardCharsets.ISO_8859_1)).doesNotContain(key.substring(11));
    }

    @Test
    void theKeyIdentifiesItsAccountAndPlan() {
        String key = keys.createAccount(Plan.SUBSCRIPTION);
        KeyHolder holder = keys.identify(key, ADDRESS).orElseThrow();
        assertThat(holder.accountId()).matches("acct_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(accounts.plans).containsEntry(holder.accountId(), "subscription");
        assertThat(holder.plan()).isEqualTo(Plan.SUBSCRIPTION);
        assertThat(holder.keyId()).matches("key_[0-9a-f]{12}");
    }

    @Test
    void eachAccountGetsItsOwnKey() {
        Set<String> minted = new HashSet<>();
        for (int i = 0; i < 2_000; i++) {
            minted.add(keys.createAccount(Plan.SUBSCRIPTION));
        }
        assertThat(minted).hasSize(2_000);
        assertThat(accounts.plans).hasSize(2_000);
        Set<Character> alphabet = new HashSet<>();
        minted.forEach(key -> key.substring(11).chars().forEach(c -> alphabet.add((char) c)));
        assertThat(alphabet).hasSize(62);
    }

    @Test
    void aWellFormedUnknownKeyIsLookedUpAndNotFound() {
        assertThat(keys.identify("cairn_live_" + "A".repeat(32), ADDRESS)).isEmpty();
        assertThat(accounts.lookups).isEqualTo(1);
    }

    @Test
    void anUnknownKeyIsRememberedForTheCacheTtl() {
        String key = "cairn_live_" + "A".repeat(32);
        for (int i = 0; i < 5; i++) {
            assertThat(keys.identify(key, ADDRESS)).isEmpty();
        }
        assertThat(accounts.lookups).isEqualTo(1);
        clock.advance(ApiKeys.CACHE_TTL);
        assertThat(keys.identify(key, ADDRESS)).isEmpty();
        assertThat(accounts.lookups).isEqualTo(2);
    }

    @Test
    void aKnownKeyIsRememberedForTheCacheTtlWhichIsHowLongARevokedKeyStillWorks() {
        String key = keys.createAccount(Plan.SUBSCRIPTION);
        KeyHolder holder = keys.identify(key, ADDRESS).orElseThrow();
        accounts.owners.clear(); // revoked
        assertThat(keys.identify(key, ADDRESS)).contains(holder);
        assertThat(accounts.lookups).isEqualTo(1);
        clock.advance(ApiKeys.CACHE_TTL);
        assertThat(keys.identify(key, ADDRESS)).isEmpty();
        assertThat(accounts.lookups).isEqualTo(2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "cairn_live_", "cairn_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
            "cairn_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "cairn_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
            "CAIRN_LIVE_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "cairn_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA-",
            "cairn_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\u00e9", " cairn_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
            "cairn_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\n"})
    void aMalformedKeyIsRefusedWithoutAskingTheStore(String key) {
        assertThat(keys.identify(key, ADDRESS)).isEmpty();
        assertThat(accounts.lookups).isZero();
    }

    @Test
    void aKeyDiffersFromAnotherByCase() {
        String key = keys.createAccount(Plan.SUBSCRIPTION);
        String flipped = key.substring(0, 11) + swapCase(key.substring(11));
        if (!flipped.equals(key)) {
            assertThat(keys.identify(flipped, ADDRESS)).isEmpty();
        }
    }

    private static String swapCase(String text) {
        StringBuilder out = new StringBuilder();
        text.chars().forEach(c -> out.append(Character.isUpperCase(c) ? Character.toLowerCase((char) c)
                : Character.toUpperCase((char) c)));
        return out.toString();
    }
}
