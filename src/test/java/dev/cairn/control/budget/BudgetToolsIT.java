package dev.cairn.control.budget;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Timestamps;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class BudgetToolsIT extends SharedAppTest {
    static final String RESERVE = "/v1/budgets/reserve";
    static final long TRILLION = 1_000_000_000_000L;

    /** A reserve body; {@code reservationKey} null for none. */
    static String reserve(String budget, String period, String reservationKey, long amount, long limit) {
        return "{\"operation\":\"reserve\",\"budget_key\":\"" + budget + "\",\"period_key\":\"" + period + "\""
                + (reservationKey == null ? "" : ",\"reservation_key\":\"" + reservationKey + "\"")
                + ",\"amount\":" + amount + ",\"limit\":" + limit + "}";
    }

    static String check(String budget, String period) {
        return "{\"operation\":\"check\",\"budget_key\":\"" + budget + "\",\"period_key\":\"" + period + "\"}";
    }

    /** A 200 result conforming to the output schema. */
    JsonNode call(String body) {
        return ToolSchemas.conforming("reserve_action_budget", app.post(RESERVE, key, body));
    }

    static void assertPeriod(JsonNode result, long used, long limit) {
        assertThat(result.get("used").asLong()).isEqualTo(used);
        assertThat(result.get("limit").asLong()).isEqualTo(limit);
        assertThat(result.get("remaining").asLong()).isEqualTo(limit - used);
    }

    static void assertProblem(Http.Reply reply, int status, String code, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().get("code").asText()).isEqualTo(code);
        assertThat(reply.json().at("/errors/0/pointer").asText()).isEqualTo(pointer);
    }

    @Test
    void reserveIsAppliedWhileUsedStaysWithinTheLimitAndRefusedPastIt() {
        JsonNode none = call(check("emails", "2026-11"));
        assertThat(none.get("used").asLong()).isZero();
        assertThat(none.get("limit").isNull() && none.get("remaining").isNull()).isTrue();
        assertThat(none.get("period_expires_at").isNull()).isTrue();

        JsonNode first = call(reserve("emails", "2026-11", null, 4, 10));
        assertThat(first.get("applied").asBoolean()).isTrue();
        assertThat(first.get("reason").isNull()).isTrue();
        assertThat(first.get("replayed").asBoolean()).isFalse();
        assertThat(first.get("reserved_at").asText()).isEqualTo(Timestamps.format(CLOCK.millis()));
        assertThat(first.get("period_started_at")).isEqualTo(first.get("reserved_at"));
        assertPeriod(first, 4, 10);
        assertPeriod(call(reserve("emails", "2026-11", null, 6, 10)), 10, 10);

        JsonNode refused = call(reserve("emails", "2026-11", null, 1, 10));
        assertThat(refused.get("applied").asBoolean()).isFalse();
        assertThat(refused.get("reason").asText()).isEqualTo("limit_exceeded");
        assertThat(refused.get("notice").asText()).contains("do not perform");
        assertPeriod(refused, 10, 10);
        JsonNode checked = call(check("emails", "2026-11"));
        assertPeriod(checked, 10, 10);
        assertThat(checked.has("applied")).isFalse();

        JsonNode tooBig = call(reserve("emails", "2026-12", null, 11, 10));
        assertThat(tooBig.get("reason").asText()).as("the first reserve may be refused too")
                .isEqualTo("limit_exceeded");
        assertPeriod(call(check("emails", "2026-12")), 0, 10);
    }

    @Test
    void theSameReservationKeyAnswersItsFirstOutcomeWithoutReservingAgain() {
        JsonNode first = call(reserve("spend", "p1", "step-1", 3, 5));
        CLOCK.advance(Duration.ofSeconds(5));
        JsonNode retry = call(reserve("spend", "p1", "step-1", 3, 5));
        assertThat(retry.get("applied").asBoolean()).isTrue();
        assertThat(retry.get("replayed").asBoolean()).isTrue();
        assertThat(retry.get("reservation_key").asText()).isEqualTo("step-1");
        assertThat(retry.get("reserved_at")).isEqualTo(first.get("reserved_at"));
        assertThat(retry.get("notice").asText()).contains("nothing was reserved again");
        assertPeriod(retry, 3, 5);

        JsonNode refused = call(reserve("spend", "p1", "step-2", 3, 5));
        assertThat(refused.get("reason").asText()).isEqualTo("limit_exceeded");
        assertThat(refused.get("replayed").asBoolean()).isFalse();
        call(reserve("spend", "p1", null, 2, 5));
        JsonNode refusedAgain = call(reserve("spend", "p1", "step-2", 3, 5));
        assertThat(refusedAgain.get("applied").asBoolean()).isFalse();
        assertThat(refusedAgain.get("reason").asText()).isEqualTo("limit_exceeded");
        assertThat(refusedAgain.get("replayed").asBoolean()).isTrue();
        assertThat(refusedAgain.get("reserved_at")).isEqualTo(refused.get("reserved_at"));

        assertProblem(app.post(RESERVE, key, reserve("spend", "p1", "step-1", 4, 5)), 422,
                "reservation_key_conflict", "/amount");
        assertProblem(app.post(RESERVE, key, reserve("spend", "p1", "step-2", 1, 5)), 422,
                "reservation_key_conflict", "/amount");
        assertPeriod(call(check("spend", "p1")), 5, 5);
        assertThat(call(reserve("spend", "p2", "step-1", 4, 5)).get("replayed").asBoolean())
                .as("a reservation_key belongs to its period").isFalse();
    }

    /** Decided in docs/families.md: the first reserve of a period sets its limit, another limit is 422. */
    @Test
    void theFirstLimitOfAPeriodStandsAndAnotherIsRefused() {
        call(reserve("api-calls", "day-1", "a", 5, 100));
        assertProblem(app.post(RESERVE, key, reserve("api-calls", "day-1", null, 5, 1000)), 422, "limit_conflict",
                "/limit");
        assertProblem(app.post(RESERVE, key, reserve("api-calls", "day-1", "a", 5, 50)), 422, "limit_conflict",
                "/limit");
        assertPeriod(call(check("api-calls", "day-1")), 5, 100);
        assertPeriod(call(reserve("api-calls", "day-2", null, 5, 1000)), 5, 1000);
    }

    @Test
    void amountsUpToTenToTheTwelveKeepEveryUnit() {
        JsonNode almost = call(reserve("tokens", "2026", null, TRILLION - 1, TRILLION));
        assertPeriod(almost, TRILLION - 1, TRILLION);
        JsonNode full = call(reserve("tokens", "2026", "last-unit", 1, TRILLION));
        assertThat(full.get("applied").asBoolean()).isTrue();
        assertPeriod(full, TRILLION, TRILLION);
        JsonNode over = call(reserve("tokens", "2026", null, 1, TRILLION));
        assertThat(over.get("reason").asText()).isEqualTo("limit_exceeded");
        Http.Reply checked = app.post(RESERVE, key, check("tokens", "2026"));
        assertThat(checked.text()).contains("\"limit\":1000000000000,\"used\":1000000000000,\"remaining\":0");
        assertThat(call(reserve("tokens", "2026", "last-unit", 1, TRILLION)).get("replayed").asBoolean()).isTrue();

        JsonNode whole = call(reserve("tokens", "2027", "all", TRILLION, TRILLION));
        assertThat(whole.get("applied").asBoolean()).isTrue();
        assertThat(whole.get("amount").asLong()).isEqualTo(TRILLION);
        JsonNode wholeAgain = call(reserve("tokens", "2027", "all", TRILLION, TRILLION));
        assertThat(wholeAgain.get("amount").asLong()).isEqualTo(TRILLION);
        assertThat(wholeAgain.get("replayed").asBoolean()).isTrue();
        assertProblem(app.post(RESERVE, key, reserve("tokens", "2027", "all", TRILLION - 1, TRILLION)), 422,
                "reservation_key_conflict", "/amount");
    }

    @Test
    void aPeriodEndsAtItsRetentionAndTheNextReserveStartsItAgain() {
        String body = "{\"operation\":\"reserve\",\"budget_key\":\"b\",\"period_key\":\"p\",\"reservation_key\":\"r\","
                + "\"amount\":7,\"limit\":10,\"retention_seconds\":3600}";
        JsonNode first = call(body);
        assertThat(first.get("period_expires_at").asText()).isEqualTo(Timestamps.format(CLOCK.millis() + 3_600_000));
        CLOCK.advance(Duration.ofSeconds(3600).minusMillis(1));
        JsonNode longer = call(body.replace("3600", "7200").replace("\"r\"", "\"s\"").replace(":7,", ":3,"));
        assertThat(longer.get("period_expires_at")).as("read only by the reserve that starts the period")
                .isEqualTo(first.get("period_expires_at"));
        assertPeriod(longer, 10, 10);

        CLOCK.advance(Duration.ofMillis(1));
        JsonNode gone = call(check("b", "p"));
        assertThat(gone.get("used").asLong()).isZero();
        assertThat(gone.get("limit").isNull()).isTrue();
        JsonNode again = call(body.replace("\"limit\":10", "\"limit\":20"));
        assertThat(again.get("replayed").asBoolean()).as("its reservation keys ended with it").isFalse();
        assertPeriod(again, 7, 20);
        assertThat(again.get("period_started_at").asText()).isEqualTo(Timestamps.format(CLOCK.millis()));
    }

    @Test
    void periodsAreApartByBudgetPeriodAndAccount() {
        call(reserve("ab", "c", null, 5, 5));
        assertPeriod(call(reserve("a", "bc", null, 5, 5)), 5, 5);
        assertPeriod(call(reserve("ab", "cd", null, 1, 5)), 1, 5);
        String other = key;
        key = app.createApiKey();
        assertThat(call(check("ab", "c")).get("used").asLong()).isZero();
        assertPeriod(call(reserve("ab", "c", null, 5, 5)), 5, 5);
        key = other;
        assertPeriod(call(check("ab", "c")), 5, 5);
    }

    @Test
    void fieldsAnOperationNeedsAre422AndBoundsAre400() {
        assertProblem(app.post(RESERVE, key,
                "{\"operation\":\"reserve\",\"budget_key\":\"b\",\"period_key\":\"p\",\"limit\":5}"), 422,
                "missing_field", "/amount");
        assertProblem(app.post(RESERVE, key,
                "{\"operation\":\"reserve\",\"budget_key\":\"b\",\"period_key\":\"p\",\"amount\":5}"), 422,
                "missing_field", "/limit");
        assertThat(call(check("b", "p")).get("limit").isNull()).as("nothing was made").isTrue();
        assertThat(app.post(RESERVE, key, reserve("b", "p", null, 0, 5)).status()).isEqualTo(400);
        assertThat(app.post(RESERVE, key, reserve("b", "p", null, 1, TRILLION + 1)).status()).isEqualTo(400);
        assertThat(app.post(RESERVE, key, reserve("b", "p", "k".repeat(161), 1, 5)).status()).isEqualTo(400);
        assertThat(app.post(RESERVE, key, reserve("b", "p".repeat(81), null, 1, 5)).status()).isEqualTo(400);
        assertThat(app.post(RESERVE, key, reserve("b", "p", null, 1, 5).replace("}", ",\"retention_seconds\":3599}"))
                .status()).isEqualTo(400);
        assertThat(app.post(RESERVE, null, reserve("b", "p", null, 1, 5)).status()).isEqualTo(401);
    }

    @Test
    void overMcpAReserveIsTheSameDecisionAndTheToolIsNotReadOnly() {
        Mcp mcp = new Mcp(app);
        String arguments = reserve("mcp", "p", "once", 4, 5);
        List<Http.Reply> replies = List.of(mcp.legacy(key, "tools/call", Mcp.call("reserve_action_budget", arguments)),
                mcp.modern(key, "tools/call", Mcp.call("reserve_action_budget", arguments)));
        assertThat(replies.get(0).json().at("/result/structuredContent/replayed").asBoolean()).isFalse();
        assertThat(replies.get(1).json().at("/result/structuredContent/replayed").asBoolean()).isTrue();
        for (Http.Reply reply : replies) {
            JsonNode result = reply.json().at("/result/structuredContent");
            assertThat(ToolSchemas.outputErrors("reserve_action_budget", result)).as(reply.text()).isEmpty();
            assertThat(result.get("applied").asBoolean()).isTrue();
            assertPeriod(result, 4, 5);
        }
        JsonNode tool = null;
        for (JsonNode listed : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            tool = listed.get("name").asText().equals("reserve_action_budget") ? listed : tool;
        }
        assertThat(tool).isNotNull();
        assertThat(tool.at("/annotations/readOnlyHint").asBoolean()).as("check does not make a writing tool read-only")
                .isFalse();
        assertThat(tool.at("/annotations/idempotentHint").asBoolean()).as("without a reservation_key it is not")
                .isFalse();
    }
}
