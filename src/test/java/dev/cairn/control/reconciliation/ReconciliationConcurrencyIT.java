package dev.cairn.control.reconciliation;

import static dev.cairn.control.reconciliation.ReconciliationToolsIT.EXPECTED;
import static dev.cairn.control.reconciliation.ReconciliationToolsIT.MANAGE;
import static dev.cairn.control.reconciliation.ReconciliationToolsIT.OTHER;
import static dev.cairn.control.reconciliation.ReconciliationToolsIT.TOOL;
import static dev.cairn.control.reconciliation.ReconciliationToolsIT.append;
import static dev.cairn.control.reconciliation.ReconciliationToolsIT.check;
import static dev.cairn.control.reconciliation.ReconciliationToolsIT.open;
import static dev.cairn.control.reconciliation.ReconciliationToolsIT.resolve;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.TwoInstancesTest;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Two instances share one Redis. Round after round, 64 simultaneous resolves of one reconciliation (half
 * reconciled, half dismissed) apply exactly one; 64 simultaneous appends are each counted once, and on a record
 * with 64 already, exactly the 36 that fit under the bound of 100 apply.
 */
class ReconciliationConcurrencyIT extends TwoInstancesTest {
    private static final int RACERS = 64;
    private static final int ROUNDS = 10;

    @Test
    void sixtyFourConcurrentResolvesApplyExactlyOne() throws Exception {
        String key = first.createApiKey();
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "r-resolve-race-" + round;
            first.post(MANAGE, key, open(controlId, EXPECTED));
            List<Http.Reply> replies = HumanLinks.concurrently(RACERS, i -> (i % 2 == 0 ? first : second)
                    .post(MANAGE, key, resolve(controlId, i % 4 < 2 ? "reconciled" : "dismissed")));
            String winner = null;
            int applied = 0;
            for (Http.Reply reply : replies) {
                JsonNode result = ToolSchemas.conforming(TOOL, reply);
                if (result.get("applied").asBoolean()) {
                    applied++;
                    winner = result.get("resolution").asText();
                } else {
                    assertThat(result.get("reason").asText()).isEqualTo("already_resolved");
                }
            }
            assertThat(applied).as("resolves applied in round %d", round).isEqualTo(1);
            for (Http.Reply reply : replies) {
                assertThat(reply.json().get("resolution").asText()).as("every answer names the one resolution")
                        .isEqualTo(winner);
            }
            assertThat(second.post(MANAGE, key, check(controlId)).json().get("resolution").asText()).isEqualTo(winner);
        }
    }

    @Test
    void sixtyFourConcurrentAppendsKeepAnExactCountUnderTheBound() throws Exception {
        String key = first.createApiKey();
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "r-append-race-" + round;
            first.post(MANAGE, key, open(controlId, EXPECTED));
            assertThat(race(key, controlId)).as("appends applied to an empty record, round %d", round)
                    .isEqualTo(RACERS);
            int fit = ReconciliationService.MAX_OBSERVATIONS - RACERS;
            assertThat(race(key, controlId)).as("appends applied beyond 64, round %d", round).isEqualTo(fit);
            JsonNode checked = ToolSchemas.conforming(TOOL, second.post(MANAGE, key, check(controlId)));
            assertThat(checked.get("observation_count").asInt()).isEqualTo(ReconciliationService.MAX_OBSERVATIONS);
            assertThat(checked.get("matches").asInt() + checked.get("mismatches").asInt()).isEqualTo(100);
            assertThat(checked.get("observations").findValuesAsText("index")).hasSize(100).doesNotHaveDuplicates();
        }
    }

    /** 64 simultaneous appends, half matching; checks the applied ones got distinct indexes, the others full. */
    private int race(String key, String controlId) throws Exception {
        List<Http.Reply> replies = HumanLinks.concurrently(RACERS, i -> (i % 2 == 0 ? first : second)
                .post(MANAGE, key, append(controlId, i % 4 < 2 ? EXPECTED : OTHER)));
        Set<Integer> indexes = new HashSet<>();
        for (Http.Reply reply : replies) {
            JsonNode result = ToolSchemas.conforming(TOOL, reply);
            if (result.get("applied").asBoolean()) {
                assertThat(indexes.add(result.at("/last_observation/index").asInt())).isTrue();
            } else {
                assertThat(result.get("reason").asText()).isEqualTo("full");
                assertThat(result.get("observation_count").asInt()).isEqualTo(ReconciliationService.MAX_OBSERVATIONS);
            }
        }
        return indexes.size();
    }
}
