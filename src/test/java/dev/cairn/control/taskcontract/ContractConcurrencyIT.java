package dev.cairn.control.taskcontract;

import static dev.cairn.control.taskcontract.ContractToolsIT.MANAGE;
import static dev.cairn.control.taskcontract.ContractToolsIT.TERMS;
import static dev.cairn.control.taskcontract.ContractToolsIT.TOOL;
import static dev.cairn.control.taskcontract.ContractToolsIT.accept;
import static dev.cairn.control.taskcontract.ContractToolsIT.offer;
import static dev.cairn.control.taskcontract.ContractToolsIT.offerer;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.TwoInstancesTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Two instances share one Redis; 64 simultaneous accepts of one contract, round after round: exactly one wins. */
class ContractConcurrencyIT extends TwoInstancesTest {
    private static final int ACCEPTS = 64;
    private static final int ACCOUNTS = 8;
    private static final int ROUNDS = 20;

    @Test
    void sixtyFourConcurrentAcceptsOfOneContractHaveOneWinner() throws Exception {
        String offererKey = first.createApiKey();
        List<String> acceptors = new ArrayList<>();
        for (int i = 0; i < ACCOUNTS; i++) {
            acceptors.add((i % 2 == 0 ? first : second).createApiKey());
        }
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "c-race-" + round;
            String token = first.post(MANAGE, offererKey, offer(controlId, TERMS, 3600)).json().get("token").asText();
            List<Http.Reply> replies = HumanLinks.concurrently(ACCEPTS, i -> (i % 2 == 0 ? first : second)
                    .post(MANAGE, acceptors.get(i % ACCOUNTS), accept(token, TERMS)));
            int applied = 0;
            for (Http.Reply reply : replies) {
                JsonNode result = ToolSchemas.conforming(TOOL, reply);
                assertThat(result.get("status").asText()).isEqualTo("accepted");
                if (result.get("applied").asBoolean()) {
                    applied++;
                } else {
                    assertThat(result.get("reason").asText()).isEqualTo("already_accepted");
                }
            }
            assertThat(applied).as("accepts applied in round %d", round).isEqualTo(1);
            assertThat(second.post(MANAGE, offererKey, offerer("check", controlId)).json().get("status").asText())
                    .isEqualTo("accepted");
        }
    }
}
