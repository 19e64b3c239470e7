package dev.cairn.control.contextrights;

import static dev.cairn.control.contextrights.ContextRightsToolsIT.RIGHTS;
import static dev.cairn.control.contextrights.ContextRightsToolsIT.TOOL;
import static dev.cairn.control.contextrights.ContextRightsToolsIT.evaluate;
import static dev.cairn.control.contextrights.ContextRightsToolsIT.issue;
import static dev.cairn.control.contextrights.ContextRightsToolsIT.owner;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.TwoInstancesTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two instances share one Redis; 32 revokes and 32 evaluates of one grant at once, round after round: exactly one
 * revoke is applied, and every evaluate answers consistently with the grant it saw (granted while active, revoked
 * once revoked, never both); after the race nothing is granted.
 */
class ContextRightsConcurrencyIT extends TwoInstancesTest {
    private static final int RACERS = 64;
    private static final int ROUNDS = 20;

    @Test
    void revokesRacingEvaluatesApplyOneRevokeAndAnswerConsistently() throws Exception {
        String key = first.createApiKey();
        int granted = 0;
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "c-race-" + round;
            first.post(RIGHTS, key, issue(controlId, "[\"read\",\"train\"]", 3600));
            List<Http.Reply> replies = HumanLinks.concurrently(RACERS, i -> (i % 2 == 0 ? first : second)
                    .post(RIGHTS, key, i % 4 < 2 ? owner("revoke", controlId) : evaluate(controlId, "train")));
            int revokes = 0;
            for (int i = 0; i < RACERS; i++) {
                JsonNode result = ToolSchemas.conforming(TOOL, replies.get(i));
                if (i % 4 < 2) {
                    assertThat(result.get("status").asText()).isEqualTo("revoked");
                    revokes += result.get("applied").asBoolean() ? 1 : 0;
                } else if (result.get("granted").asBoolean()) {
                    assertThat(result.get("status").asText()).as("granted only while active").isEqualTo("active");
                    granted++;
                } else {
                    assertThat(result.get("reason").asText()).isEqualTo("revoked");
                    assertThat(result.get("status").asText()).isEqualTo("revoked");
                }
            }
            assertThat(revokes).as("revokes applied in round %d", round).isEqualTo(1);
            JsonNode after = second.post(RIGHTS, key, evaluate(controlId, "train")).json();
            assertThat(after.get("granted").asBoolean()).isFalse();
            assertThat(after.get("reason").asText()).isEqualTo("revoked");
        }
        System.out.printf("context rights race: %d rounds x %d racers, %d evaluates granted before the revoke%n",
                ROUNDS, RACERS, granted);
    }
}
