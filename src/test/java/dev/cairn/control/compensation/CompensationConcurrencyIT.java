package dev.cairn.control.compensation;

import static dev.cairn.control.compensation.CompensationToolsIT.ACTION;
import static dev.cairn.control.compensation.CompensationToolsIT.MANAGE;
import static dev.cairn.control.compensation.CompensationToolsIT.TOOL;
import static dev.cairn.control.compensation.CompensationToolsIT.UNDO;
import static dev.cairn.control.compensation.CompensationToolsIT.bind;
import static dev.cairn.control.compensation.CompensationToolsIT.compensate;
import static dev.cairn.control.compensation.CompensationToolsIT.markExecuted;
import static dev.cairn.control.compensation.CompensationToolsIT.owner;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.TwoInstancesTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two instances share one Redis; 64 simultaneous compensates of one executed action, round after round: exactly
 * one is applied, so exactly one caller performs the undo. The same for mark_executed racing cancel.
 */
class CompensationConcurrencyIT extends TwoInstancesTest {
    private static final int RACERS = 64;
    private static final int ROUNDS = 20;

    @Test
    void sixtyFourConcurrentCompensatesApplyExactlyOne() throws Exception {
        String key = first.createApiKey();
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "c-race-" + round;
            first.post(MANAGE, key, bind(controlId, 3600));
            assertThat(second.post(MANAGE, key, markExecuted(controlId, ACTION)).json().get("applied").asBoolean())
                    .isTrue();
            List<Http.Reply> replies = HumanLinks.concurrently(RACERS, i -> (i % 2 == 0 ? first : second)
                    .post(MANAGE, key, compensate(controlId, UNDO)));
            int applied = 0;
            for (Http.Reply reply : replies) {
                JsonNode result = ToolSchemas.conforming(TOOL, reply);
                assertThat(result.get("status").asText()).isEqualTo("compensated");
                if (result.get("applied").asBoolean()) {
                    applied++;
                } else {
                    assertThat(result.get("reason").asText()).isEqualTo("already_compensated");
                }
            }
            assertThat(applied).as("compensates applied in round %d", round).isEqualTo(1);
            assertThat(first.post(MANAGE, key, owner("check", controlId)).json().get("status").asText())
                    .isEqualTo("compensated");
        }
    }

    @Test
    void markExecutedAndCancelRacingOneBindingHaveOneWinner() throws Exception {
        String key = first.createApiKey();
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "c-cancel-race-" + round;
            first.post(MANAGE, key, bind(controlId, 3600));
            List<Http.Reply> replies = HumanLinks.concurrently(RACERS, i -> (i % 2 == 0 ? first : second)
                    .post(MANAGE, key, i % 4 < 2 ? markExecuted(controlId, ACTION) : owner("cancel", controlId)));
            int applied = 0;
            for (Http.Reply reply : replies) {
                applied += ToolSchemas.conforming(TOOL, reply).get("applied").asBoolean() ? 1 : 0;
            }
            assertThat(applied).as("winners in round %d", round).isEqualTo(1);
        }
    }
}
