package dev.cairn.control.delegation;

import static dev.cairn.control.delegation.DelegationToolsIT.FP;
import static dev.cairn.control.delegation.DelegationToolsIT.MANAGE;
import static dev.cairn.control.delegation.DelegationToolsIT.TOOL;
import static dev.cairn.control.delegation.DelegationToolsIT.issue;
import static dev.cairn.control.delegation.DelegationToolsIT.issuer;
import static dev.cairn.control.delegation.DelegationToolsIT.use;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.TwoInstancesTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two instances share one Redis; 64 simultaneous uses of a 10-use delegation, from the issuer's key and another
 * account's, round after round: exactly 10 are allowed.
 */
class DelegationConcurrencyIT extends TwoInstancesTest {
    private static final int USES = 64;
    private static final int MAX_USES = 10;
    private static final int ROUNDS = 20;
    @Test
    void sixtyFourConcurrentUsesOfATenUseDelegationAllowExactlyTen() throws Exception {
        String issuerKey = first.createApiKey();
        String delegateKey = second.createApiKey();
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "d-race-" + round;
            String token = first.post(MANAGE, issuerKey, issue(controlId, MAX_USES, 3600)).json().get("token").asText();
            List<Http.Reply> replies = HumanLinks.concurrently(USES, i -> (i % 2 == 0 ? first : second)
                    .post(MANAGE, i % 4 < 2 ? issuerKey : delegateKey, use(token, FP)));
            int allowed = 0;
            for (Http.Reply reply : replies) {
                JsonNode result = ToolSchemas.conforming(TOOL, reply);
                if (result.get("allowed").asBoolean()) {
                    allowed++;
                } else {
                    assertThat(result.get("reason").asText()).isEqualTo("exhausted");
                    assertThat(result.get("uses").asInt()).isEqualTo(MAX_USES);
                }
            }
            assertThat(allowed).as("uses allowed in round %d", round).isEqualTo(MAX_USES);
            JsonNode checked = second.post(MANAGE, issuerKey, issuer("check", controlId)).json();
            assertThat(checked.get("status").asText()).isEqualTo("exhausted");
            assertThat(checked.get("uses").asInt()).isEqualTo(MAX_USES);
        }
    }

    @Test
    void concurrentIssuesWithOneControlIdMakeOneDelegationAndShowTheTokenOnce() throws Exception {
        String issuerKey = first.createApiKey();
        List<Http.Reply> replies = HumanLinks.concurrently(USES, i -> (i % 2 == 0 ? first : second)
                .post(MANAGE, issuerKey, issue("d-issue-race", MAX_USES, 3600)));
        String id = replies.get(0).json().get("delegation_id").asText();
        int withToken = 0;
        for (Http.Reply reply : replies) {
            assertThat(reply.json().get("delegation_id").asText()).isEqualTo(id);
            withToken += reply.json().get("token").isNull() ? 0 : 1;
        }
        assertThat(withToken).isEqualTo(1);
    }
}
