package dev.cairn.control.contextstatus;

import static dev.cairn.control.contextstatus.ContextStatusToolsIT.STATUS;
import static dev.cairn.control.contextstatus.ContextStatusToolsIT.TOOL;
import static dev.cairn.control.contextstatus.ContextStatusToolsIT.check;
import static dev.cairn.control.contextstatus.ContextStatusToolsIT.digest;
import static dev.cairn.control.contextstatus.ContextStatusToolsIT.owner;
import static dev.cairn.control.contextstatus.ContextStatusToolsIT.publish;
import static dev.cairn.control.contextstatus.ContextStatusToolsIT.supersede;
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
 * Two instances share one Redis; 64 simultaneous supersedes of one context, each naming another successor, round
 * after round: exactly one is applied and every caller is told the same successor. Revokes racing disputes: one
 * revoke wins and the context ends revoked.
 */
class ContextStatusConcurrencyIT extends TwoInstancesTest {
    private static final int RACERS = 64;
    private static final int ROUNDS = 10;

    @Test
    void sixtyFourConcurrentSupersedesApplyExactlyOne() throws Exception {
        String key = first.createApiKey();
        for (int round = 0; round < ROUNDS; round++) {
            int base = round * 1000;
            String old = "c-old-" + round;
            first.post(STATUS, key, publish(old, digest(base), 3600));
            for (int i = 1; i <= RACERS; i++) {
                second.post(STATUS, key, publish("c-new-" + round + "-" + i, digest(base + i), 3600));
            }
            List<Http.Reply> replies = HumanLinks.concurrently(RACERS, i -> (i % 2 == 0 ? first : second)
                    .post(STATUS, key, supersede(old, digest(base + 1 + i))));
            int applied = 0;
            Set<String> successors = new HashSet<>();
            for (Http.Reply reply : replies) {
                JsonNode result = ToolSchemas.conforming(TOOL, reply);
                assertThat(result.get("status").asText()).isEqualTo("superseded");
                successors.add(result.get("successor_digest").asText());
                if (result.get("applied").asBoolean()) {
                    applied++;
                } else {
                    assertThat(result.get("reason").asText()).isEqualTo("already_superseded");
                }
            }
            assertThat(applied).as("supersedes applied in round %d", round).isEqualTo(1);
            assertThat(successors).as("every caller sees the one successor").hasSize(1);
            JsonNode checked = first.post(STATUS, key, check(old)).json();
            assertThat(checked.get("current_digest").asText()).isEqualTo(successors.iterator().next());
        }
    }

    @Test
    void revokesRacingDisputesEndRevokedWithOneRevokeApplied() throws Exception {
        String key = first.createApiKey();
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "c-revoke-race-" + round;
            first.post(STATUS, key, publish(controlId, digest(50_000 + round), 3600));
            List<Http.Reply> replies = HumanLinks.concurrently(RACERS, i -> (i % 2 == 0 ? first : second)
                    .post(STATUS, key, i % 4 < 2 ? owner("revoke", controlId, "consent_withdrawn")
                            : owner("dispute", controlId, "dispute")));
            int revokes = 0;
            int disputes = 0;
            for (int i = 0; i < RACERS; i++) {
                boolean applied = ToolSchemas.conforming(TOOL, replies.get(i)).get("applied").asBoolean();
                revokes += applied && i % 4 < 2 ? 1 : 0;
                disputes += applied && i % 4 >= 2 ? 1 : 0;
            }
            assertThat(revokes).as("revokes applied in round %d", round).isEqualTo(1);
            assertThat(disputes).as("disputes applied in round %d", round).isLessThanOrEqualTo(1);
            assertThat(second.post(STATUS, key, check(controlId)).json().get("status").asText()).isEqualTo("revoked");
        }
    }
}
