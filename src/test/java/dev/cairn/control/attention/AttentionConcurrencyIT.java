package dev.cairn.control.attention;

import static dev.cairn.control.attention.AttentionToolsIT.MANAGE;
import static dev.cairn.control.attention.AttentionToolsIT.TOOL;
import static dev.cairn.control.attention.AttentionToolsIT.create;
import static dev.cairn.control.attention.AttentionToolsIT.owner;
import static dev.cairn.control.attention.AttentionToolsIT.release;
import static dev.cairn.control.attention.AttentionToolsIT.reserve;
import static dev.cairn.control.attention.AttentionToolsIT.subject;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.TwoInstancesTest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Two instances share one Redis; per round, 100 simultaneous reserves (standard and priority, 1 to 3 units, 8
 * subjects, the last 10 repeating the first 10) on a budget they overflow, then 100 simultaneous calls of which
 * half release those reservations and half reserve anew. No limit is ever passed: a standard reservation is
 * granted only while used stays within total − protected (every reply shows used right after its own script),
 * no subject passes its cap, and used is exactly the sum of the live reservations.
 */
class AttentionConcurrencyIT extends TwoInstancesTest {
    private static final int RACERS = 100;
    private static final int ROUNDS = 10;
    private static final int SUBJECTS = 8;

    @Test
    void concurrentMixedReservationsNeverUseProtectedUnitsOrPassALimit() throws Exception {
        String apiKey = first.createApiKey();
        for (int round = 0; round < ROUNDS; round++) {
            String controlId = "a-race-" + round;
            Limits limits = new Limits(60 + 10 * round, 5 * round + 10, 12 + round);
            first.post(MANAGE, apiKey, create(controlId, limits.total, limits.protectedUnits, limits.cap, 3600));
            List<Http.Reply> reserves = HumanLinks.concurrently(RACERS, i -> (i % 2 == 0 ? first : second)
                    .post(MANAGE, apiKey, racer(controlId, "a", i < 90 ? i : i - 90)));
            Ledger ledger = new Ledger(limits);
            for (int i = 0; i < RACERS; i++) {
                ledger.reserved("a" + (i < 90 ? i : i - 90), ToolSchemas.conforming(TOOL, reserves.get(i)));
            }
            assertThat(ledger.replays).as("replays in round %d", round).isEqualTo(10);
            ledger.assertMatches(second.post(MANAGE, apiKey, owner("check", controlId)).json(), round);

            List<Http.Reply> mixed = HumanLinks.concurrently(RACERS, i -> (i % 2 == 0 ? second : first)
                    .post(MANAGE, apiKey, i % 2 == 0 ? release(controlId, "a" + i) : racer(controlId, "b", i)));
            for (int i = 0; i < RACERS; i++) {
                JsonNode result = ToolSchemas.conforming(TOOL, mixed.get(i));
                if (i % 2 == 0) {
                    ledger.released("a" + i, result);
                } else {
                    ledger.reserved("b" + i, result);
                }
            }
            ledger.assertMatches(first.post(MANAGE, apiKey, owner("check", controlId)).json(), round);
            assertThat(ledger.live.values().stream().mapToLong(Reservation::units).sum())
                    .as("round %d is not trivial: something is in use", round).isPositive();
        }
    }

    /** Racer i's reserve: priority one time in three, 1 to 3 units, one of eight subjects. */
    private static String racer(String controlId, String prefix, int i) {
        return reserve(controlId, prefix + i, subject(i % SUBJECTS), 1 + i % 3, i % 3 == 0 ? "priority" : "standard");
    }

    private record Limits(int total, int protectedUnits, int cap) {
    }

    private record Reservation(long units, String priority, String subject) {
    }

    /** The reservations the replies say are live, checked reply by reply against the limits. */
    private static final class Ledger {
        private final Limits limits;
        private final Map<String, Reservation> live = new HashMap<>();
        private int replays;

        Ledger(Limits limits) {
            this.limits = limits;
        }

        void reserved(String key, JsonNode result) {
            long used = result.get("used").asLong();
            assertThat(used).isLessThanOrEqualTo(limits.total);
            assertThat(result.get("subject_used").asLong()).isLessThanOrEqualTo(limits.cap);
            if (result.get("replayed").asBoolean()) {
                replays++;
                return;
            }
            if (!result.get("applied").asBoolean()) {
                assertThat(result.get("reason").asText()).isIn("total_limit", "standard_limit", "subject_limit");
                return;
            }
            JsonNode reservation = result.get("reservation");
            if (reservation.get("priority").asText().equals("standard")) {
                assertThat(used).as("a standard reservation granted into the protected units")
                        .isLessThanOrEqualTo(limits.total - limits.protectedUnits);
            }
            live.put(key, new Reservation(reservation.get("units").asLong(), reservation.get("priority").asText(),
                    reservation.get("subject_fingerprint").asText()));
        }

        void released(String key, JsonNode result) {
            assertThat(result.get("applied").asBoolean()).as("release of %s: %s", key, result)
                    .isEqualTo(live.containsKey(key));
            live.remove(key);
        }

        void assertMatches(JsonNode checked, int round) {
            long standard = 0;
            long priority = 0;
            Map<String, Long> perSubject = new HashMap<>();
            for (Reservation reservation : live.values()) {
                standard += reservation.priority().equals("standard") ? reservation.units() : 0;
                priority += reservation.priority().equals("priority") ? reservation.units() : 0;
                perSubject.merge(reservation.subject(), reservation.units(), Long::sum);
            }
            assertThat(checked.get("used").asLong()).as("used in round %d", round).isEqualTo(standard + priority);
            assertThat(checked.get("standard_used").asLong()).isEqualTo(standard)
                    .isLessThanOrEqualTo(limits.total - limits.protectedUnits);
            assertThat(checked.get("priority_used").asLong()).isEqualTo(priority);
            assertThat(perSubject.values()).allSatisfy(units -> assertThat(units).isLessThanOrEqualTo(limits.cap));
        }
    }
}
