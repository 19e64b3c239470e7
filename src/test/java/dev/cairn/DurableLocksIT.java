package dev.cairn;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testing.RedisCrash;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * A completion the service acknowledged survives a SIGKILL of the embedded Redis with config.yml's
 * {@code appendfsync everysec}: Redis writes each command to its AOF before it replies, so only a crash of
 * the machine (the operating system's unwritten pages) can lose the last second.
 */
class DurableLocksIT {
    private static final int ACTIONS = 40;

    @Test
    void everyAcknowledgedCompletionSurvivesASigkillOfTheEmbeddedRedis() {
        RedisCrash.between(before -> {
            String apiKey = before.createApiKey();
            for (int i = 0; i < ACTIONS; i++) {
                JsonNode claim = before.post("/v1/actions/lock", apiKey, "{\"key\":\"payout-" + i + "\"}").json();
                JsonNode completed = before.post("/v1/actions/complete", apiKey,
                        "{\"key\":\"payout-" + i + "\",\"lock_id\":\"" + claim.get("lock_id").asText() + "\"}").json();
                assertThat(completed.get("applied").asBoolean()).isTrue();
            }
            return apiKey;
        }, (after, apiKey) -> {
            List<String> completed = IntStream.range(0, ACTIONS).mapToObj(i -> "payout-" + i)
                    .filter(key -> after.post("/v1/actions/check", apiKey, "{\"key\":\"" + key + "\"}").json()
                            .get("status").asText().equals("completed"))
                    .toList();
            assertThat(completed).as("acknowledged completions still recorded after the crash").hasSize(ACTIONS);
        });
    }
}
