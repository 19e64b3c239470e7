package dev.cairn.control.terms;

import static dev.cairn.control.terms.TermsToolsIT.ALL_FIELDS;
import static dev.cairn.control.terms.TermsToolsIT.MANAGE;
import static dev.cairn.control.terms.TermsToolsIT.TOOL;
import static dev.cairn.control.terms.TermsToolsIT.pin;
import static dev.cairn.control.terms.TermsToolsIT.revoke;
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
 * Two instances share one Redis. 64 simultaneous revokes of one pin, round after round: exactly one is applied;
 * 64 simultaneous pins of one control_id: one call makes the pin and all 64 answer it.
 */
class TermsConcurrencyIT extends TwoInstancesTest {
    private static final int RACERS = 64;
    private static final int ROUNDS = 20;

    @Test
    void sixtyFourConcurrentRevokesApplyExactlyOne() throws Exception {
        String key = first.createApiKey();
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "t-revoke-race-" + round;
            first.post(MANAGE, key, pin(controlId, ALL_FIELDS));
            List<Http.Reply> replies = HumanLinks.concurrently(RACERS, i -> (i % 2 == 0 ? first : second)
                    .post(MANAGE, key, revoke(controlId)));
            int applied = 0;
            for (Http.Reply reply : replies) {
                JsonNode result = ToolSchemas.conforming(TOOL, reply);
                assertThat(result.get("status").asText()).isEqualTo("revoked");
                if (result.get("applied").asBoolean()) {
                    applied++;
                } else {
                    assertThat(result.get("reason").asText()).isEqualTo("already_revoked");
                }
            }
            assertThat(applied).as("revokes applied in round %d", round).isEqualTo(1);
        }
    }

    @Test
    void sixtyFourConcurrentPinsOfOneControlIdMakeOnePin() throws Exception {
        String key = first.createApiKey();
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "t-pin-race-" + round;
            List<Http.Reply> replies = HumanLinks.concurrently(RACERS, i -> (i % 2 == 0 ? first : second)
                    .post(MANAGE, key, pin(controlId, ALL_FIELDS)));
            Set<String> pins = new HashSet<>();
            int made = 0;
            for (Http.Reply reply : replies) {
                JsonNode result = ToolSchemas.conforming(TOOL, reply);
                pins.add(result.get("pin_id").asText());
                made += result.get("notice").asText().startsWith("Pinned.") ? 1 : 0;
            }
            assertThat(pins).as("pins answered in round %d", round).hasSize(1);
            assertThat(made).as("calls that made the pin in round %d", round).isEqualTo(1);
        }
    }
}
