package dev.cairn.control.handoff;

import static dev.cairn.control.handoff.HandoffToolsIT.MANAGE;
import static dev.cairn.control.handoff.HandoffToolsIT.TOOL;
import static dev.cairn.control.handoff.HandoffToolsIT.create;
import static dev.cairn.control.handoff.HandoffToolsIT.creator;
import static dev.cairn.control.handoff.HandoffToolsIT.withToken;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.TwoInstancesTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two instances share one Redis; 64 simultaneous claims of one handoff from 8 accounts (none the creator's),
 * round after round: exactly one is applied, and every answer names the same claimer.
 */
class HandoffConcurrencyIT extends TwoInstancesTest {
    private static final int CLAIMS = 64;
    private static final int ACCOUNTS = 8;
    private static final int ROUNDS = 20;

    @Test
    void sixtyFourConcurrentClaimsFromEightAccountsHaveOneWinner() throws Exception {
        String creatorKey = first.createApiKey();
        List<String> claimers = new ArrayList<>();
        for (int i = 0; i < ACCOUNTS; i++) {
            claimers.add((i % 2 == 0 ? first : second).createApiKey());
        }
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "h-race-" + round;
            String token = first.post(MANAGE, creatorKey, create(controlId, 3600)).json().get("token").asText();
            List<Http.Reply> replies = HumanLinks.concurrently(CLAIMS, i -> (i % 2 == 0 ? first : second)
                    .post(MANAGE, claimers.get(i % ACCOUNTS), withToken("claim", token)));
            int applied = 0;
            String winner = null;
            for (int i = 0; i < CLAIMS; i++) {
                JsonNode result = ToolSchemas.conforming(TOOL, replies.get(i));
                assertThat(result.get("status").asText()).isEqualTo("claimed");
                if (result.get("applied").asBoolean()) {
                    applied++;
                    winner = claimers.get(i % ACCOUNTS);
                } else {
                    assertThat(result.get("reason").asText()).isEqualTo("already_claimed");
                }
            }
            assertThat(applied).as("claims applied in round %d", round).isEqualTo(1);
            for (int i = 0; i < CLAIMS; i++) {
                assertThat(replies.get(i).json().get("claimed_by_you").asBoolean())
                        .isEqualTo(claimers.get(i % ACCOUNTS).equals(winner));
            }
            String won = winner;
            for (String claimer : claimers) {
                JsonNode completed = second.post(MANAGE, claimer, withToken("complete", token)).json();
                assertThat(completed.get("applied").asBoolean()).isEqualTo(claimer.equals(won));
            }
            assertThat(second.post(MANAGE, creatorKey, creator("check", controlId)).json().get("status").asText())
                    .isEqualTo("completed");
        }
    }
}
