package dev.cairn.control.disclosure;

import static dev.cairn.control.disclosure.DisclosureToolsIT.MANAGE;
import static dev.cairn.control.disclosure.DisclosureToolsIT.TOOL;
import static dev.cairn.control.disclosure.DisclosureToolsIT.create;
import static dev.cairn.control.disclosure.DisclosureToolsIT.record;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.CairnApp;
import dev.cairn.testing.MutableClock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * The arithmetic of the real scripts, driven over REST with generated sequences of new events, retried events and
 * period ends (the clock moved to the next period's first millisecond). After every step no limit is passed, and
 * the total, the recipient's and the category's counts equal the sums of the applied events of the current
 * period. The expectation is the tool's contract, not a copy of the script: an event is applied exactly when it
 * fits under all three limits, and a retry within its period or the next one answers its first outcome.
 */
class DisclosureArithmeticPropertiesIT {
    static final int TRIES = 150;
    private static final int PERIOD_SECONDS = 300;
    private static final MutableClock CLOCK = new MutableClock();
    private static final AtomicInteger BUDGETS = new AtomicInteger();
    private static CairnApp app;
    private static String key;

    @BeforeContainer
    static void start() {
        app = CairnApp.onSharedEngines(CLOCK).start();
        key = app.createApiKey();
    }

    @AfterContainer
    static void stop() {
        app.stop();
    }

    /** kind 0: the period ends; 1 and 2: an earlier event is sent again; else a new event. */
    record Step(int kind, int recipient, int category, int units, int earlier) {
    }

    private record Sent(String key, int recipient, int category, int units, long period, boolean applied) {
    }

    @Property(tries = TRIES)
    void usedNeverPassesALimitAndIsTheSumOfAppliedEvents(@ForAll @IntRange(min = 1, max = 30) int total,
            @ForAll @IntRange(min = 1, max = 20) int perRecipient, @ForAll @IntRange(min = 1, max = 20) int perCategory,
            @ForAll("sequences") List<Step> steps) {
        String controlId = "d-prop-" + BUDGETS.incrementAndGet();
        ToolSchemas.conforming(TOOL, app.post(MANAGE, key, create(controlId, total, perRecipient, perCategory,
                PERIOD_SECONDS)));
        List<Sent> sent = new ArrayList<>();
        long period = 0;
        int used = 0;
        int[] byRecipient = new int[3];
        int[] byCategory = new int[3];
        for (Step step : steps) {
            if (step.kind() == 0) {
                CLOCK.advance(Duration.ofSeconds(PERIOD_SECONDS));
                period++;
                used = 0;
                byRecipient = new int[3];
                byCategory = new int[3];
                continue;
            }
            Sent earlier = step.kind() <= 2 && !sent.isEmpty() ? latest(sent, sent.get(step.earlier() % sent.size()))
                    : null;
            boolean replay = earlier != null && earlier.period() >= period - 1;
            int recipient = earlier != null ? earlier.recipient() : step.recipient();
            int category = earlier != null ? earlier.category() : step.category();
            int units = earlier != null ? earlier.units() : step.units();
            String event = earlier != null ? earlier.key() : "e" + sent.size();
            JsonNode result = ToolSchemas.conforming(TOOL, app.post(MANAGE, key, record(controlId, event,
                    DisclosureConcurrencyIT.digest("r", recipient), DisclosureConcurrencyIT.digest("c", category),
                    units)));
            assertThat(result.get("replayed").asBoolean()).isEqualTo(replay);
            boolean applied = result.get("applied").asBoolean();
            if (replay) {
                assertThat(applied).isEqualTo(earlier.applied());
            } else {
                assertThat(applied).isEqualTo(used + units <= total && byRecipient[recipient] + units <= perRecipient
                        && byCategory[category] + units <= perCategory);
                if (applied) {
                    used += units;
                    byRecipient[recipient] += units;
                    byCategory[category] += units;
                }
                sent.add(new Sent(event, recipient, category, units, period, applied));
            }
            assertThat(result.get("used_units").asInt()).isEqualTo(used).isLessThanOrEqualTo(total);
            assertThat(result.get("recipient_used_units").asInt()).isEqualTo(byRecipient[recipient])
                    .isLessThanOrEqualTo(perRecipient);
            assertThat(result.get("category_used_units").asInt()).isEqualTo(byCategory[category])
                    .isLessThanOrEqualTo(perCategory);
        }
    }

    /** An event key decided again once forgotten has a later entry: the one a retry is answered by. */
    private static Sent latest(List<Sent> sent, Sent picked) {
        Sent latest = picked;
        for (Sent each : sent) {
            latest = each.key().equals(picked.key()) ? each : latest;
        }
        return latest;
    }

    @Provide
    Arbitrary<List<Step>> sequences() {
        return Combinators.combine(Arbitraries.integers().between(0, 9), Arbitraries.integers().between(0, 2),
                Arbitraries.integers().between(0, 2), Arbitraries.integers().between(1, 8),
                Arbitraries.integers().between(0, 1000)).as(Step::new).list().ofMinSize(5).ofMaxSize(60)
                .withSizeDistribution(RandomDistribution.uniform());
    }
}
