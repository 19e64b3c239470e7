package dev.cairn.quality;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.api.QualityCards.Rate;
import dev.cairn.api.QualityCards.Scores;
import dev.cairn.store.sql.QualityDao.TallyRow;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/** No order of arrival of the observations changes a card's figures, and every figure keeps within its bounds. */
class CardFiguresPropertiesTest {
    private static final int CONTRIBUTORS = 6;

    /** One contributor's observation; contributors are reported in the order of their index, as accounts are. */
    record Observation(int contributor, Tally.Measurement measurement) {
    }

    @Provide
    Arbitrary<List<Observation>> observations() {
        Arbitrary<Long> latency = Arbitraries.longs().between(0, 86_400_000).injectNull(0.2);
        Arbitrary<Long> price = Arbitraries.longs().between(0, 1_000_000_000_000L).injectNull(0.4);
        Arbitrary<Long> observedAt = Arbitraries.longs().between(1_700_000_000_000L, 1_900_000_000_000L);
        Arbitrary<Tally.Measurement> measurement = Combinators.combine(Arbitraries.of(true, false),
                Arbitraries.of(true, false), latency, price, price, observedAt).as(Tally.Measurement::new);
        return Combinators.combine(Arbitraries.integers().between(0, CONTRIBUTORS - 1), measurement)
                .as(Observation::new).list().ofMaxSize(150);
    }

    @Provide
    Arbitrary<Long> budget() {
        return Arbitraries.longs().between(0, 1_000_000_000_000L).injectNull(0.3);
    }

    /** The tallies of the contributors with observations, in contributor order, each added in the given order. */
    private static List<Tally> tallies(List<Observation> observations) {
        Tally[] tallies = new Tally[CONTRIBUTORS];
        for (Observation observation : observations) {
            if (tallies[observation.contributor()] == null) {
                tallies[observation.contributor()] = new Tally();
            }
            tallies[observation.contributor()].add(observation.measurement());
        }
        return Arrays.stream(tallies).filter(Objects::nonNull).toList();
    }

    /** As the store reads them: each contributor's observations split into E0 and E1 rows, merged on reading. */
    private static List<Tally> talliesFromTwoRows(List<Observation> observations, int splitAt) {
        List<Tally> merged = new ArrayList<>();
        for (int contributor = 0; contributor < CONTRIBUTORS; contributor++) {
            int who = contributor;
            List<Tally.Measurement> own = observations.stream().filter(observation -> observation.contributor() == who)
                    .map(Observation::measurement).toList();
            if (own.isEmpty()) {
                continue;
            }
            int split = Math.min(splitAt, own.size());
            Tally tally = new Tally();
            for (List<Tally.Measurement> row : List.of(own.subList(0, split), own.subList(split, own.size()))) {
                if (!row.isEmpty()) {
                    tally.addAll(CardReader.tally(stored(row)));
                }
            }
            merged.add(tally);
        }
        return merged;
    }

    private static TallyRow stored(List<Tally.Measurement> measurements) {
        Tally tally = new Tally();
        measurements.forEach(tally::add);
        return new TallyRow("tmc_x", "account", "E0", true, tally.observations, tally.successes, tally.reliable,
                tally.latency.stored(), tally.quotedPrice.stored(), tally.finalPrice.stored(),
                Instant.ofEpochMilli(tally.latestObservedAt));
    }

    private static List<Observation> shuffled(List<Observation> observations, long seed) {
        List<Observation> copy = new ArrayList<>(observations);
        Collections.shuffle(copy, new Random(seed));
        return copy;
    }

    private static Stream<Rate> rates(Scores scores) {
        return Stream.of(scores.successRate(), scores.reliabilityRate(), scores.withinLatencyBudget(),
                scores.withinPriceBudget()).filter(Objects::nonNull);
    }

    @Property(tries = 500)
    void noOrderOfObservationsChangesTheFigures(@ForAll("observations") List<Observation> observations,
                                                @ForAll long seed, @ForAll @LongRange(max = 150) long splitAt,
                                                @ForAll("budget") Long maxLatencyMs,
                                                @ForAll("budget") Long maxPriceMicros) {
        List<Observation> reordered = shuffled(observations, seed);
        for (Long[] budgets : new Long[][] {{null, null}, {maxLatencyMs, maxPriceMicros}}) {
            Scores inOrder = CardFigures.of(tallies(observations), budgets[0], budgets[1]);
            assertThat(CardFigures.of(tallies(reordered), budgets[0], budgets[1])).isEqualTo(inOrder);
            assertThat(CardFigures.of(talliesFromTwoRows(reordered, (int) splitAt), budgets[0], budgets[1]))
                    .isEqualTo(inOrder);
        }
    }

    @Property(tries = 500)
    void everyRateLiesWithinItsIntervalWithinZeroAndOne(@ForAll("observations") List<Observation> observations,
                                                         @ForAll("budget") Long maxLatencyMs,
                                                         @ForAll("budget") Long maxPriceMicros) {
        Scores scores = CardFigures.of(tallies(observations), maxLatencyMs, maxPriceMicros);
        if (scores != null) {
            assertThat(rates(scores)).allSatisfy(CardFiguresPropertiesTest::assertBounded);
        }
    }

    @Property(tries = 1000)
    void aWilsonRateLiesWithinItsInterval(@ForAll @LongRange(min = 1, max = 1_000_000) long weight,
                                          @ForAll @LongRange(max = 1_000_000) long successes) {
        assertBounded(Wilson.rate(Math.min(successes, weight), weight));
    }

    private static void assertBounded(Rate rate) {
        assertThat(rate.low()).isBetween(0.0, rate.value());
        assertThat(rate.high()).isBetween(rate.value(), 1.0);
    }

    @Property(tries = 1000)
    void noContributorWeighsMoreThanAThird(@ForAll @Size(min = 3, max = 20) List<@LongRange(min = 1,
            max = 1_000_000) Long> counts) {
        long[] observations = counts.stream().mapToLong(Long::longValue).toArray();
        double[] weights = ShareCap.weights(observations);
        double total = Arrays.stream(weights).sum();
        for (int i = 0; i < weights.length; i++) {
            assertThat(weights[i]).isPositive().isLessThanOrEqualTo(observations[i])
                    .isLessThanOrEqualTo(total / ShareCap.SHARE_DIVISOR + 1e-9);
        }
    }

    @Property(tries = 50)
    void threeReportsShowAWiderIntervalThanThreeThousand(@ForAll boolean success) {
        Rate fromThree = CardFigures.of(List.of(reports(1, success), reports(1, success), reports(1, success)),
                null, null).successRate();
        Rate fromThreeThousand = CardFigures.of(List.of(reports(1_000, success), reports(1_000, success),
                reports(1_000, success)), null, null).successRate();
        assertThat(fromThree.value()).isEqualTo(fromThreeThousand.value());
        assertThat(fromThree.high() - fromThree.low()).isGreaterThan(fromThreeThousand.high() - fromThreeThousand.low());
    }

    private static Tally reports(int count, boolean success) {
        Tally tally = new Tally();
        for (int i = 0; i < count; i++) {
            tally.add(new Tally.Measurement(success, true, 100L, null, null, 1_800_000_000_000L));
        }
        return tally;
    }
}
