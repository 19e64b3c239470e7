package dev.cairn.control.disclosure;

import static dev.cairn.control.disclosure.DisclosureToolsIT.MANAGE;
import static dev.cairn.control.disclosure.DisclosureToolsIT.TOOL;
import static dev.cairn.control.disclosure.DisclosureToolsIT.create;
import static dev.cairn.control.disclosure.DisclosureToolsIT.record;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.TwoInstancesTest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Two instances share one Redis and one clock; each round, 100 simultaneous records of 1 to 4 units over several
 * recipients and categories ask for about twice what the limits allow, and the first ten events are sent twice.
 * No limit is ever passed, the counters equal the sum of the applied events, and a duplicate counts once.
 */
class DisclosureConcurrencyIT extends TwoInstancesTest {
    private static final int RACERS = 100;
    private static final int ROUNDS = 10;
    private static final int DUPLICATED = 10;
    private static final int TOTAL = 120;
    private static final int PER_RECIPIENT = 40;
    private static final int PER_CATEGORY = 50;

    private record Event(String key, String recipient, String category, int units) {
    }

    @Test
    void oneHundredConcurrentRecordsNeverPassAnyLimit() throws Exception {
        String apiKey = first.createApiKey();
        Random random = new Random(17);
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "d-race-" + round;
            first.post(MANAGE, apiKey, create(controlId, TOTAL, PER_RECIPIENT, PER_CATEGORY, 3600));
            int recipients = 3 + round % 3;
            int categories = 2 + round % 4;
            Event[] events = new Event[RACERS];
            for (int i = 0; i < RACERS; i++) {
                events[i] = i >= RACERS - DUPLICATED ? events[i - (RACERS - DUPLICATED)]
                        : new Event("ev-" + i, digest("r", random.nextInt(recipients)),
                                digest("c", random.nextInt(categories)), 1 + random.nextInt(4));
            }
            List<Http.Reply> replies = HumanLinks.concurrently(RACERS, i -> (i % 2 == 0 ? first : second)
                    .post(MANAGE, apiKey, record(controlId, events[i].key(), events[i].recipient(),
                            events[i].category(), events[i].units())));
            Map<String, Integer> byRecipient = new HashMap<>();
            Map<String, Integer> byCategory = new HashMap<>();
            Map<String, Boolean> outcomes = new HashMap<>();
            int used = 0;
            int refused = 0;
            int replayed = 0;
            for (int i = 0; i < RACERS; i++) {
                JsonNode result = ToolSchemas.conforming(TOOL, replies.get(i));
                boolean applied = result.get("applied").asBoolean();
                Boolean before = outcomes.putIfAbsent(events[i].key(), applied);
                assertThat(before == null || before == applied).as("a duplicate's outcome, round %d", round).isTrue();
                if (result.get("replayed").asBoolean()) {
                    replayed++;
                } else if (applied) {
                    used += events[i].units();
                    byRecipient.merge(events[i].recipient(), events[i].units(), Integer::sum);
                    byCategory.merge(events[i].category(), events[i].units(), Integer::sum);
                } else {
                    refused++;
                    assertThat(result.get("exceeded_limits")).as("a refusal names its limits").isNotEmpty();
                }
                assertThat(result.get("used_units").asInt()).isLessThanOrEqualTo(TOTAL);
                assertThat(result.get("recipient_used_units").asInt()).isLessThanOrEqualTo(PER_RECIPIENT);
                assertThat(result.get("category_used_units").asInt()).isLessThanOrEqualTo(PER_CATEGORY);
            }
            assertThat(replayed).as("each duplicated event counted once, round %d", round).isEqualTo(DUPLICATED);
            assertThat(refused).as("the round asks for more than the limits allow").isPositive();
            assertThat(used).isLessThanOrEqualTo(TOTAL);
            assertThat(checked(apiKey, controlId, null, null).get("used_units").asInt()).isEqualTo(used);
            for (Map.Entry<String, Integer> sum : byRecipient.entrySet()) {
                assertThat(sum.getValue()).isLessThanOrEqualTo(PER_RECIPIENT);
                assertThat(checked(apiKey, controlId, sum.getKey(), null).get("recipient_used_units").asInt())
                        .isEqualTo(sum.getValue());
            }
            for (Map.Entry<String, Integer> sum : byCategory.entrySet()) {
                assertThat(sum.getValue()).isLessThanOrEqualTo(PER_CATEGORY);
                assertThat(checked(apiKey, controlId, null, sum.getKey()).get("category_used_units").asInt())
                        .isEqualTo(sum.getValue());
            }
        }
    }

    private static JsonNode checked(String apiKey, String controlId, String recipient, String category) {
        String body = "{\"operation\":\"check\",\"control_id\":\"" + controlId + "\""
                + (recipient == null ? "" : ",\"recipient_fingerprint\":\"" + recipient + "\"")
                + (category == null ? "" : ",\"category_fingerprint\":\"" + category + "\"") + "}";
        return ToolSchemas.conforming(TOOL, second.post(MANAGE, apiKey, body));
    }

    static String digest(String kind, int n) {
        return "sha256:" + (kind.equals("r") ? "a" : "c") + String.format("%063x", n);
    }
}
