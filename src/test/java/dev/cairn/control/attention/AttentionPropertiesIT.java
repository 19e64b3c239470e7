package dev.cairn.control.attention;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.api.Caller;
import dev.cairn.api.Timestamps;
import dev.cairn.store.redis.ScriptRegistry;
import dev.cairn.testing.MutableClock;
import dev.cairn.testing.TestEngines;
import java.net.URI;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import redis.clients.jedis.RedisClient;

/**
 * The arithmetic of attention budgets, on the real scripts in the test Redis (through the service, without HTTP):
 * for any limits and any sequence of reserves, releases and clock moves, every answer shows used within every
 * limit and equal to the sum of the live reservations, per priority and per subject; a refusal names a limit the
 * units would really pass, and a reservation that fits is granted.
 */
class AttentionPropertiesIT {
    static final int PERIOD_SECONDS = 300;
    static final int KEYS = 12;
    private static RedisClient redis;
    private static AttentionService service;
    private static final MutableClock CLOCK = new MutableClock();

    @BeforeContainer
    static void connect() {
        redis = RedisClient.create(URI.create(TestEngines.redisUrl()));
        service = new AttentionService(redis, new ScriptRegistry(redis), CLOCK);
    }

    @AfterContainer
    static void close() {
        redis.close();
    }

    record Limits(int total, int protectedUnits, int cap) {
    }

    /** What a reservation_key always reserves: one key, one set of parameters, so a repeat is a replay. */
    record Key(int units, String priority, int subject) {
    }

    /** reserve or release of key {@code key}, or (advance) the clock moved by {@code key} seconds. */
    record Action(String kind, int key) {
    }

    @Provide
    Arbitrary<Limits> limits() {
        return Arbitraries.integers().between(1, 30).flatMap(total -> Combinators.combine(
                Arbitraries.integers().between(0, total), Arbitraries.integers().between(1, total))
                .as((protectedUnits, cap) -> new Limits(total, protectedUnits, cap)));
    }

    @Provide
    Arbitrary<List<Key>> keys() {
        return Combinators.combine(Arbitraries.integers().between(1, 8), Arbitraries.of("standard", "priority"),
                Arbitraries.integers().between(0, 2)).as(Key::new).list().ofSize(KEYS);
    }

    @Provide
    Arbitrary<List<Action>> actions() {
        Arbitrary<Integer> key = Arbitraries.integers().between(0, KEYS - 1);
        return Arbitraries.frequencyOf(
                Tuple.of(6, key.map(k -> new Action("reserve", k))),
                Tuple.of(3, key.map(k -> new Action("release", k))),
                Tuple.of(1, Arbitraries.integers().between(1, 400).map(s -> new Action("advance", s))))
                .list().ofMinSize(1).ofMaxSize(60)
                .withSizeDistribution(RandomDistribution.uniform());
    }

    @Property(tries = 300)
    void usedStaysWithinEveryLimitAndIsTheSumOfLiveReservations(@ForAll("limits") Limits limits,
            @ForAll("keys") List<Key> keys, @ForAll("actions") List<Action> actions) {
        Caller caller = new Caller("acct-" + UUID.randomUUID(), "paid");
        long created = CLOCK.millis();
        service.manage(new AttentionRecords.Manage("create", "p", limits.total(), limits.cap(),
                limits.protectedUnits(), PERIOD_SECONDS, null, null, null, null), caller);
        Period period = new Period(limits, created);
        Statistics.label("actions per sequence").collect(actions.size() / 15 * 15 + "+");
        for (Action action : actions) {
            if (action.kind().equals("advance")) {
                CLOCK.advance(Duration.ofSeconds(action.key()));
                continue;
            }
            String reservationKey = "k" + action.key();
            Key key = keys.get(action.key());
            AttentionRecords.Reserved result = (AttentionRecords.Reserved) service.manage(
                    new AttentionRecords.Manage(action.kind(), "p", null, null, null, null, reservationKey,
                            AttentionToolsIT.subject(key.subject()), key.units(), key.priority()), caller);
            period.follow(result.budget(), CLOCK.millis());
            Statistics.label("outcomes").collect(action.kind() + " " + (result.replayed() ? "replayed"
                    : result.outcome().applied() ? "applied" : result.outcome().reason()));
            if (action.kind().equals("reserve")) {
                period.reserved(reservationKey, key, result);
            } else {
                period.released(reservationKey, result);
            }
            period.assertMatches(result.budget());
        }
    }

    /** The live reservations of the current period, as the answers told them, and the limits they must keep. */
    static final class Period {
        private final Limits limits;
        private final long created;
        private String startedAt;
        private final Map<String, Key> live = new HashMap<>();
        private final Map<String, String> outcomes = new HashMap<>();

        Period(Limits limits, long created) {
            this.limits = limits;
            this.created = created;
        }

        /** A new period (fixed windows from create) starts with nothing live and no key remembered. */
        void follow(AttentionRecords.View budget, long now) {
            long periodMs = PERIOD_SECONDS * 1000L;
            assertThat(budget.periodStartedAt())
                    .isEqualTo(Timestamps.format(created + (now - created) / periodMs * periodMs));
            if (!budget.periodStartedAt().equals(startedAt)) {
                Statistics.label("outcomes").collect(startedAt == null ? "first period" : "later period");
                live.clear();
                outcomes.clear();
                startedAt = budget.periodStartedAt();
            }
        }

        void reserved(String reservationKey, Key key, AttentionRecords.Reserved result) {
            String outcome = result.outcome().applied() ? "applied" : result.outcome().reason();
            if (outcomes.containsKey(reservationKey)) {
                assertThat(result.replayed()).isTrue();
                assertThat(outcome).isEqualTo(outcomes.get(reservationKey));
                return;
            }
            assertThat(result.replayed()).isFalse();
            outcomes.put(reservationKey, outcome);
            long used = sum(null, -1);
            boolean total = used + key.units() > limits.total();
            boolean standard = key.priority().equals("standard")
                    && used + key.units() > limits.total() - limits.protectedUnits();
            boolean subject = sum(null, key.subject()) + key.units() > limits.cap();
            String expected = total ? "total_limit" : standard ? "standard_limit" : subject ? "subject_limit"
                    : "applied";
            assertThat(outcome).as("reserve of %s %s with %s live", reservationKey, key, live).isEqualTo(expected);
            if (outcome.equals("applied")) {
                live.put(reservationKey, key);
            }
        }

        void released(String reservationKey, AttentionRecords.Reserved result) {
            assertThat(result.outcome().applied()).isEqualTo(live.containsKey(reservationKey));
            if (!result.outcome().applied()) {
                assertThat(result.outcome().reason()).isEqualTo(
                        outcomes.containsKey(reservationKey) && outcomes.get(reservationKey).equals("applied")
                                ? "already_released" : "not_reserved");
            }
            live.remove(reservationKey);
        }

        void assertMatches(AttentionRecords.View budget) {
            assertThat(budget.used()).isEqualTo(sum(null, -1)).isLessThanOrEqualTo(limits.total());
            assertThat(budget.standardUsed()).isEqualTo(sum("standard", -1))
                    .isLessThanOrEqualTo(limits.total() - limits.protectedUnits());
            assertThat(budget.priorityUsed()).isEqualTo(sum("priority", -1));
            for (int subject = 0; subject < 3; subject++) {
                assertThat(sum(null, subject)).isLessThanOrEqualTo(limits.cap());
            }
            if (budget.subjectFingerprint() != null) {
                int subject = Integer.parseInt(budget.subjectFingerprint().substring(7), 16);
                assertThat(budget.subjectUsed()).isEqualTo(sum(null, subject));
            }
        }

        /** Units live, of one priority (null: both) and one subject (-1: all). */
        private long sum(String priority, int subject) {
            return live.values().stream()
                    .filter(key -> priority == null || key.priority().equals(priority))
                    .filter(key -> subject < 0 || key.subject() == subject)
                    .mapToLong(Key::units).sum();
        }
    }
}
