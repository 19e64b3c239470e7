package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.api.Access;
import dev.cairn.api.Admission.Admitted;
import dev.cairn.api.Caller;
import dev.cairn.api.ProblemException;
import dev.cairn.api.RequestFacts;
import dev.cairn.testing.MutableClock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What each plan's key covers, decided by the gate before anything is counted (metering is off here; the quotas
 * are tested against Redis in {@code MeteringIT}).
 */
class AccessGateTest {
    private static final String BASE = "https://cairn.test";
    private static final List<Access> METERED = List.of(Access.OPEN, Access.TRIAL, Access.SUBSCRIPTION,
            Access.CONTRIBUTION);

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

    private static RequestFacts facts(String authorization) {
        return new RequestFacts(authorization, BASE, "192.0.2.1");
    }

    private Caller admit(Access access, String key) {
        Admitted admitted = gate.admit("some_tool", access, facts("Bearer " + key));
        assertThat(admitted.rateLimit()).isNull();
        return admitted.caller();
    }

    private String refusal(Access access, String key) {
        try {
            admit(access, key);
            return "admitted";
        } catch (ProblemException refused) {
            assertThat(refused.problem().status()).isEqualTo(401);
            return refused.problem().code();
        }
    }

    @Test
    void aBearerKeyInAnyCaseOfTheSchemeIsItsAccount() {
        String key = keys.createAccount(Plan.SUBSCRIPTION);
        assertThat(gate.admit("t", Access.SUBSCRIPTION, facts("bEaReR   " + key + "  ")).caller())
                .satisfies(caller -> {
                    assertThat(caller.isAnonymous()).isFalse();
                    assertThat(caller.plan()).isEqualTo("subscription");
                    assertThat(caller.baseUrl()).isEqualTo(BASE);
                });
    }

    @Test
    void anAnonymousCallerGetsTheFreeAllowanceAndTheTrialsOnly() {
        for (String none : new String[] {null, "  "}) {
            assertThat(gate.admit("t", Access.OPEN, facts(none)).caller()).isEqualTo(Caller.ANONYMOUS.reachedAt(BASE));
            assertThat(gate.admit("t", Access.TRIAL, facts(none)).caller()).isEqualTo(Caller.ANONYMOUS.reachedAt(BASE));
            for (Access keyed : List.of(Access.SUBSCRIPTION, Access.CONTRIBUTION)) {
                assertThatThrownBy(() -> gate.admit("t", keyed, facts(none)))
                        .isInstanceOfSatisfying(ProblemException.class,
                                e -> assertThat(e.problem().code()).isEqualTo("api_key_required"));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"Basic abc", "Bearer", "Bearer ", "Bearerxcairn_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
            "Bearer cairn_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"})
    void otherSchemesAndUnknownKeysAreRefusedEvenOnOpenTools(String authorization) {
        for (Access access : METERED) {
            assertThatThrownBy(() -> gate.admit("t", access, facts(authorization)))
                    .isInstanceOfSatisfying(ProblemException.class, e -> {
                        assertThat(e.problem().status()).isEqualTo(401);
                        assertThat(e.problem().code()).isEqualTo("api_key_invalid");
                    });
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"Basic abc", "Bearer cairn_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", ""})
    void publicEndpointsTakeNoKeySoAnyAuthorizationIsIgnored(String authorization) {
        Admitted admitted = gate.admit("t", Access.PUBLIC, facts(authorization));
        assertThat(admitted.caller()).isEqualTo(Caller.ANONYMOUS.reachedAt(BASE));
        assertThat(admitted.rateLimit()).isNull();
    }

    @Test
    void aSubscriptionKeyCoversEveryToolOnItsAccount() {
        String key = keys.createAccount(Plan.SUBSCRIPTION);
        for (Access access : METERED) {
            assertThat(admit(access, key).isAnonymous()).as(access.name()).isFalse();
        }
    }

    @Test
    void aContributorWritesContributionsAndIsAnonymousOnFreeAndTrialTools() {
        String key = keys.createAccount(Plan.CONTRIBUTOR);
        assertThat(admit(Access.CONTRIBUTION, key).plan()).isEqualTo("contributor");
        assertThat(admit(Access.OPEN, key).isAnonymous()).isTrue();
        assertThat(admit(Access.TRIAL, key).isAnonymous()).isTrue();
        assertThat(refusal(Access.SUBSCRIPTION, key)).isEqualTo("subscription_required");
    }

    @Test
    void aFoundingKeyCoversEveryToolForThirtyDays() {
        String key = keys.createAccount(Plan.FOUNDING);
        clock.advance(Duration.ofDays(Plan.FOUNDING_DAYS).minusMillis(1));
        for (Access access : METERED) {
            assertThat(admit(access, key).plan()).as(access.name()).isEqualTo("founding");
        }
        clock.advance(Duration.ofMillis(1));
        assertThat(refusal(Access.SUBSCRIPTION, key)).isEqualTo("founding_access_ended");
        assertThat(refusal(Access.CONTRIBUTION, key)).isEqualTo("founding_access_ended");
        assertThat(admit(Access.OPEN, key).isAnonymous()).isTrue();
        assertThat(admit(Access.TRIAL, key).isAnonymous()).isTrue();
    }

    @Test
    void aVerifiedFoundingContributorKeepsItsContributionsAfterTheGrant() {
        String key = keys.createAccount(Plan.FOUNDING);
        accounts.verifyContributor(keys.identify(key, "192.0.2.1").orElseThrow().keyId()); // the operator verified it
        clock.advance(Duration.ofDays(Plan.FOUNDING_DAYS).plus(ApiKeys.CACHE_TTL));
        Caller contributor = admit(Access.CONTRIBUTION, key);
        assertThat(contributor.isAnonymous()).isFalse();
        assertThat(refusal(Access.SUBSCRIPTION, key)).isEqualTo("founding_access_ended");
    }
}
