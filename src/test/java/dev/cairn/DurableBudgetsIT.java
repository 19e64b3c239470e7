package dev.cairn;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testing.RedisCrash;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * Every reservation the service acknowledged survives a SIGKILL of the embedded Redis and a restart of the
 * service (the AOF, as in DurableLocksIT): after it the period's used count is the sum of the acknowledged
 * amounts, and each reservation_key still answers its first outcome instead of reserving again.
 */
class DurableBudgetsIT {
    private static final String RESERVE = "/v1/budgets/reserve";
    private static final int RESERVATIONS = 40;
    private static final long LIMIT = 1_000_000_000_000L;

    private static String reserve(int i) {
        return "{\"operation\":\"reserve\",\"budget_key\":\"payouts\",\"period_key\":\"2026-11\","
                + "\"reservation_key\":\"payout-" + i + "\",\"amount\":" + amount(i) + ",\"limit\":" + LIMIT + "}";
    }

    private static long amount(int i) {
        return 1_000_000_000L * (i + 1) + i;
    }

    @Test
    void everyAcknowledgedReservationSurvivesASigkillOfRedisAndARestartOfTheService() {
        long acknowledged = LongStream.range(0, RESERVATIONS).map(i -> amount((int) i)).sum();
        RedisCrash.between(before -> {
            String apiKey = before.createApiKey();
            for (int i = 0; i < RESERVATIONS; i++) {
                JsonNode reserved = before.post(RESERVE, apiKey, reserve(i)).json();
                assertThat(reserved.get("applied").asBoolean()).as(reserved.toString()).isTrue();
            }
            return apiKey;
        }, (after, apiKey) -> {
            JsonNode period = after.post(RESERVE, apiKey,
                    "{\"operation\":\"check\",\"budget_key\":\"payouts\",\"period_key\":\"2026-11\"}").json();
            assertThat(period.get("used").asLong()).as("acknowledged units still reserved").isEqualTo(acknowledged);
            assertThat(period.get("limit").asLong()).isEqualTo(LIMIT);
            for (int i = 0; i < RESERVATIONS; i++) {
                JsonNode retry = after.post(RESERVE, apiKey, reserve(i)).json();
                assertThat(retry.get("replayed").asBoolean()).as("payout-%d is remembered", i).isTrue();
                assertThat(retry.get("applied").asBoolean()).isTrue();
                assertThat(retry.get("used").asLong()).isEqualTo(acknowledged);
            }
        });
    }
}
