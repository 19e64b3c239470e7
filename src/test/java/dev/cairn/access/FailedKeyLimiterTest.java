package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.ProblemException;
import dev.cairn.api.RequestFacts;
import dev.cairn.testing.MutableClock;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The gate's limit on failed keys per client address, with an in-memory account store and a hand-moved clock. */
class FailedKeyLimiterTest {
    private static final String ADDRESS = "198.51.100.7";

    private final MutableClock clock = new MutableClock();
    private ApiKeysTest.MemoryAccounts accounts;
    private ApiKeys keys;
    private AccessGate gate;

    @BeforeEach
    void setUp() {
        accounts = new ApiKeysTest.MemoryAccounts();
        keys = new ApiKeys(accounts, clock);
        gate = new AccessGate(keys, Metering.of(null, null, false), new AccessConfig(), clock);
    }

    private Caller admit(String key, String address) {
        return gate.admit("inspect_text", Access.OPEN, new RequestFacts("Bearer " + key, "https://cairn.test", address))
                .caller();
    }

    private String code(String key, String address) {
        try {
            admit(key, address);
            return "admitted";
        } catch (ProblemException refused) {
            return refused.problem().code();
        }
    }

    private void failTheLimit(String address) {
        for (int i = 0; i < FailedKeyLimiter.LIMIT; i++) {
            assertThat(code(madeUpKey(), address)).isEqualTo("api_key_invalid");
        }
    }

    private static String madeUpKey() {
        return "cairn_live_" + UUID.randomUUID().toString().replace("-", "");
    }

    @Test
    void pastTheLimitAnAddressIsRefusedWithRetryAfterAndNoLookup() {
        failTheLimit(ADDRESS);
        int lookups = accounts.lookups;
        assertThatThrownBy(() -> admit(madeUpKey(), ADDRESS)).isInstanceOfSatisfying(ProblemException.class, e -> {
            assertThat(e.problem().status()).isEqualTo(429);
            assertThat(e.problem().code()).isEqualTo("too_many_failed_keys");
            assertThat(e.problem().retryAfterSeconds()).isEqualTo(60);
        });
        assertThat(accounts.lookups).isEqualTo(lookups);
    }

    @Test
    void retryAfterCountsDownToTheWindowsEnd() {
        failTheLimit(ADDRESS);
        clock.advance(Duration.ofMillis(44_500));
        assertThatThrownBy(() -> admit(madeUpKey(), ADDRESS)).isInstanceOfSatisfying(ProblemException.class,
                e -> assertThat(e.problem().retryAfterSeconds()).isEqualTo(16));
        clock.advance(Duration.ofMillis(15_500));
        assertThat(code(madeUpKey(), ADDRESS)).isEqualTo("api_key_invalid");
    }

    @Test
    void validKeysDoNotCount() {
        for (int i = 0; i < 3 * FailedKeyLimiter.LIMIT; i++) {
            assertThat(code(keys.createAccount(Plan.SUBSCRIPTION), ADDRESS)).isEqualTo("admitted");
        }
        failTheLimit(ADDRESS);
    }

    @Test
    void lookupsTheStoreFailedDoNotCount() {
        accounts.unreachable = true;
        for (int i = 0; i < 3 * FailedKeyLimiter.LIMIT; i++) {
            assertThatThrownBy(() -> admit(madeUpKey(), ADDRESS)).isInstanceOf(IllegalStateException.class);
        }
        accounts.unreachable = false;
        failTheLimit(ADDRESS);
    }

    @Test
    void keysAnsweredFromMemoryDoNotCount() {
        String repeated = madeUpKey();
        for (int i = 0; i < 3 * FailedKeyLimiter.LIMIT; i++) {
            assertThat(code(repeated, ADDRESS)).isEqualTo("api_key_invalid");
        }
        assertThat(accounts.lookups).isEqualTo(1);
        failTheLimit("198.51.100.8");
        assertThat(code(repeated, "198.51.100.8")).isEqualTo("api_key_invalid");
    }

    @Test
    void malformedKeysCostNoLookupSoTheyDoNotCount() {
        for (int i = 0; i < 3 * FailedKeyLimiter.LIMIT; i++) {
            assertThat(code("cairn_live_short", ADDRESS)).isEqualTo("api_key_invalid");
        }
        assertThat(accounts.lookups).isZero();
        failTheLimit(ADDRESS);
    }

    @Test
    void aLimitedAddressKeepsTheKeysItUsedLatelyAndOthersWait() {
        String warm = keys.createAccount(Plan.SUBSCRIPTION);
        String cold = keys.createAccount(Plan.SUBSCRIPTION);
        admit(warm, ADDRESS);
        failTheLimit(ADDRESS);
        assertThat(code(warm, ADDRESS)).isEqualTo("admitted");
        assertThat(code(cold, ADDRESS)).isEqualTo("too_many_failed_keys");
        assertThat(code(cold, "198.51.100.8")).isEqualTo("admitted");
    }

    @Test
    void concurrentAttemptsCannotOverrunTheLimit() throws Exception {
        FailedKeyLimiter limiter = new FailedKeyLimiter(clock);
        AtomicInteger admitted = new AtomicInteger();
        ExecutorService threads = Executors.newFixedThreadPool(8);
        CountDownLatch start = new CountDownLatch(1);
        for (int i = 0; i < 400; i++) {
            threads.submit(() -> {
                start.await();
                try {
                    limiter.attempt(ADDRESS);
                    admitted.incrementAndGet();
                } catch (ProblemException refused) {
                    assertThat(refused.problem().status()).isEqualTo(429);
                }
                return null;
            });
        }
        start.countDown();
        threads.shutdown();
        assertThat(threads.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
        assertThat(admitted).hasValue(FailedKeyLimiter.LIMIT);
    }

    @Test
    void addressesAreLimitedSeparatelyAndIpv6ByItsSlash64() {
        failTheLimit("2001:db8:1:2::1");
        assertThat(code(madeUpKey(), "2001:db8:1:2:ffff:ffff:ffff:ffff")).isEqualTo("too_many_failed_keys");
        assertThat(code(madeUpKey(), "2001:db8:1:3::1")).isEqualTo("api_key_invalid");
        assertThat(code(madeUpKey(), ADDRESS)).isEqualTo("api_key_invalid");
    }
}
