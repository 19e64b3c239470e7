package dev.cairn.control.budget;

import static dev.cairn.control.budget.BudgetToolsIT.RESERVE;
import static dev.cairn.control.budget.BudgetToolsIT.TRILLION;
import static dev.cairn.control.budget.BudgetToolsIT.check;
import static dev.cairn.control.budget.BudgetToolsIT.reserve;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.TwoInstancesTest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Two instances share one Redis; 100 reservations at once, at the ceiling: the sum never passes the limit. */
class BudgetConcurrencyIT extends TwoInstancesTest {
    private static final int RESERVATIONS = 100;
    private static final int ROUNDS = 10;
    private static String apiKey;

    @BeforeAll
    static void createKey() {
        apiKey = first.createApiKey();
    }

    /** Request {@code i} goes to one instance or the other. */
    static Http.Reply post(int i, String body) {
        return (i % 2 == 0 ? first : second).post(RESERVE, apiKey, body);
    }

    @Test
    void exactlyFloorOfLimitOverAmountOfAHundredConcurrentReservationsAreApplied() throws Exception {
        long amount = 30_000_000_000L; // 10^12 / amount = 33.3: 33 fit, the 34th would pass the limit
        for (int round = 0; round < ROUNDS; round++) {
            String period = "round-" + round;
            List<Http.Reply> replies = HumanLinks.concurrently(RESERVATIONS, i ->
                    post(i, reserve("gpu-seconds", period, "job-" + i, amount, TRILLION)));
            int applied = 0;
            long highest = 0;
            for (Http.Reply reply : replies) {
                JsonNode result = reply.json();
                assertThat(ToolSchemas.outputErrors("reserve_action_budget", result)).as(reply.text()).isEmpty();
                assertThat(result.get("used").asLong()).isLessThanOrEqualTo(TRILLION);
                if (result.get("applied").asBoolean()) {
                    applied++;
                    highest = Math.max(highest, result.get("used").asLong());
                } else {
                    assertThat(result.get("reason").asText()).isEqualTo("limit_exceeded");
                }
            }
            assertThat(applied).as("applied in round %d", round).isEqualTo((int) (TRILLION / amount));
            assertThat(highest).isEqualTo(applied * amount);
            JsonNode state = first.post(RESERVE, apiKey, check("gpu-seconds", period)).json();
            assertThat(state.get("used").asLong()).isEqualTo(applied * amount);
            assertThat(state.get("remaining").asLong()).isEqualTo(TRILLION - applied * amount);
        }
    }

    @Test
    void concurrentRetriesOfOneReservationKeyReserveOnceAndAllAnswerTheFirstOutcome() throws Exception {
        // ten keys, each sent ten times at once through both instances
        List<Http.Reply> replies = HumanLinks.concurrently(RESERVATIONS, i ->
                post(i, reserve("retries", "p", "step-" + i % 10, 7, 1000)));
        Map<String, Integer> firsts = new HashMap<>();
        for (Http.Reply reply : replies) {
            JsonNode result = reply.json();
            String reservation = result.get("reservation_key").asText();
            assertThat(result.get("applied").asBoolean()).isTrue();
            firsts.merge(reservation, result.get("replayed").asBoolean() ? 0 : 1, Integer::sum);
        }
        assertThat(firsts).hasSize(10).allSatisfy((reservation, count) -> assertThat(count).isEqualTo(1));
        assertThat(second.post(RESERVE, apiKey, check("retries", "p")).json().get("used").asLong()).isEqualTo(70);
    }
}
