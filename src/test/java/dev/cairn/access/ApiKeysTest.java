package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.store.sql.AccountDao;
import dev.cairn.testing.MutableClock;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
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

    /**
     * Accounts and keys in maps, revocations on {@code databaseClock}; counts lookups so tests can see which
     * keys reach the store. {@code owners} holds the active keys' hashes.
     */
    static final class MemoryAccounts implements AccountDao {
        record Account(String plan, boolean contributor, Instant createdAt) {
        }

        static final class Key {
            final byte[] hash;
            final String keyId;
            final String accountId;
            final Instant createdAt;
            Instant revokedAt;
            Instant lastUsedAt;

            Key(byte[] hash, String keyId, String accountId, Instant createdAt) {
                this.hash = hash;
                this.keyId = keyId;
                this.accountId = accountId;
                this.createdAt = createdAt;
            }
        }

        final Map<String, Account> accounts = new LinkedHashMap<>();
        final Map<ByteBuffer, String> owners = new HashMap<>();
        final Map<String, Key> keys = new LinkedHashMap<>();
        final MutableClock databaseClock;
        int lookups;
        long lookupMillis;
        int lastUseWrites;
        boolean unreachable;

        MemoryAccounts() {
            this(new MutableClock());
        }

        MemoryAccounts(MutableClock databaseClock) {
            this.databaseClock = databaseClock;
        }

        private void reach() {
            if (unreachable) {
                throw new IllegalStateException("the store cannot be reached");
            }
        }

        @Override
        public void insertAccount(String id, String plan, boolean contributor, Instant createdAt) {
            accounts.put(id, new Account(plan, contributor, createdAt));
        }

        @Override
        public void insertKey(byte[] keyHash, String keyId, String accountId, Instant createdAt) {
            owners.put(ByteBuffer.wrap(keyHash.clone()), accountId);
            keys.put(keyId, new Key(keyHash.clone(), keyId, accountId, createdAt));
        }

        @Override
        public Optional<KeyOwner> findAccount(String accountId) {
            reach();
            return Optional.ofNullable(accounts.get(accountId)).map(account -> new KeyOwner(accountId, null,
                    account.plan(), account.createdAt(), account.contributor()));
        }

        @Override
        public Optional<KeyOwner> findOwner(byte[] keyHash) {
            synchronized (this) {
                lookups++;
            }
            if (lookupMillis > 0) {
                try {
                    Thread.sleep(lookupMillis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            reach();
            String id = owners.get(ByteBuffer.wrap(keyHash));
            return Optional.ofNullable(id).map(account -> new KeyOwner(account, ApiKeys.keyId(keyHash),
                    accounts.get(account).plan(), accounts.get(account).createdAt(), accounts.get(account).contributor()));
        }

        private KeyListing listing(Key key) {
            Account account = accounts.get(key.accountId);
            return new KeyListing(key.keyId, key.accountId, account.plan(), account.contributor(), key.createdAt,
                    key.lastUsedAt, key.revokedAt);
        }

        @Override
        public List<KeyListing> listKeys() {
            reach();
            return keys.values().stream().map(this::listing).toList();
        }

        @Override
        public Optional<KeyListing> findKey(String keyId) {
            reach();
            return Optional.ofNullable(keys.get(keyId)).map(this::listing);
        }

        @Override
        public Optional<byte[]> revoke(String keyId) {
            reach();
            Key key = keys.get(keyId);
            if (key == null || key.revokedAt != null) {
                return Optional.empty();
            }
            key.revokedAt = databaseClock.instant();
            owners.remove(ByteBuffer.wrap(key.hash));
            return Optional.of(key.hash.clone());
        }

        @Override
        public String accountOf(byte[] keyHash) {
            return keys.values().stream().filter(key -> Arrays.equals(key.hash, keyHash)).findFirst()
                    .orElseThrow().accountId;
        }

        @Override
        public int verifyContributor(String keyId) {
            reach();
            Key key = keys.get(keyId);
            if (key == null) {
                return 0;
            }
            Account account = accounts.get(key.accountId);
            accounts.put(key.accountId, new Account(account.plan(), true, account.createdAt()));
            return 1;
        }

        @Override
        public List<byte[]> revokedWithin(int seconds) {
            reach();
            Instant since = databaseClock.instant().minusSeconds(seconds);
            return keys.values().stream().filter(key -> key.revokedAt != null && key.revokedAt.isAfter(since))
                    .map(key -> key.hash.clone()).toList();
        }

        @Override
        public void recordLastUses(String[] keyIds, long[] usedAtMillis) {
            reach();
            lastUseWrites++;
            for (int i = 0; i < keyIds.length; i++) {
                Key key = keys.get(keyIds[i]);
                Instant at = Instant.ofEpochMilli(usedAtMillis[i]);
                if (key != null && (key.lastUsedAt == null || at.isAfter(key.lastUsedAt))) {
                    key.lastUsedAt = at;
                }
            }
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
        assertThat(accounts.accounts.get(holder.accountId()).plan()).isEqualTo("subscription");
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
        assertThat(accounts.accounts).hasSize(2_000);
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
    void aKnownKeyIsRememberedForTheCacheTtlUnlessKeyUpkeepForgetsItsRevocation() {
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

    @Test
    void aBurstOfParallelCallsWithANewKeyIsOneLookupAndNeverRefused() throws Exception {
        String key = keys.createAccount(Plan.SUBSCRIPTION);
        accounts.lookupMillis = 200;
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(64);
        try {
            java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
            List<java.util.concurrent.Future<Optional<KeyHolder>>> calls = new java.util.ArrayList<>();
            for (int i = 0; i < 64; i++) {
                calls.add(pool.submit(() -> {
                    start.await();
                    return keys.identify(key, ADDRESS);
                }));
            }
            start.countDown();
            for (java.util.concurrent.Future<Optional<KeyHolder>> call : calls) {
                assertThat(call.get()).isPresent(); // 64 > FailedKeyLimiter.LIMIT lookups would have been refused
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(accounts.lookups).isEqualTo(1);
    }
}
