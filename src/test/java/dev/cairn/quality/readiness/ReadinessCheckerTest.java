package dev.cairn.quality.readiness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.ProblemException;
import dev.cairn.quality.readiness.ReadinessRecords.Check;
import dev.cairn.quality.readiness.ReadinessRecords.Result;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The checks a request asks for, each passing and failing, the verdict and counts, and the card's bounds. */
class ReadinessCheckerTest {
    private static Result check(JsonNode card, String version, List<String> tools, Boolean streamable) {
        return ReadinessChecker.check(new ReadinessRecords.Request(card, version, tools, streamable));
    }

    private static Check only(Result result, String name) {
        return result.checks().stream().filter(check -> check.check().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void onlyCardFormatRunsWhenNothingElseIsAsked() {
        Result result = check(Cards.example("valid/minimal"), null, null, false);
        assertThat(result.brand()).isEqualTo("cairn");
        assertThat(result.checks()).extracting(Check::check).containsExactly("card_format");
        assertThat(result.verdict()).isEqualTo("ready");
        assertThat(result.checked()).isEqualTo(new ReadinessRecords.Checked(1, 1, 0));
        assertThat(result.notice()).contains("fetched nothing").contains("certifies neither");
    }

    @Test
    void everyCheckPassingIsReady() {
        ObjectNode card = Cards.example("valid/templated-remote");
        card.putArray("tools").addObject().put("name", "get_forecast");
        Result result = check(card, "2.1.0", List.of("get_forecast"), true);
        assertThat(result.checks()).extracting(Check::check)
                .containsExactly("card_format", "version", "required_tools", "streamable_http");
        assertThat(result.checks()).allMatch(Check::passed);
        assertThat(result.verdict()).isEqualTo("ready");
        assertThat(result.checked()).isEqualTo(new ReadinessRecords.Checked(4, 4, 0));
    }

    @Test
    void theVersionMustBeEqualExactly() {
        ObjectNode card = Cards.example("valid/minimal");
        assertThat(only(check(card, "1.0.0", null, null), "version").passed()).isTrue();
        for (String other : List.of("1.0", "v1.0.0", "1.0.0 ")) {
            Result result = check(card, other, null, null);
            assertThat(only(result, "version").passed()).as(other).isFalse();
            assertThat(result.verdict()).isEqualTo("not_ready");
            assertThat(result.checked()).isEqualTo(new ReadinessRecords.Checked(2, 1, 1));
        }
        card.remove("version");
        Check missing = only(check(card, "1.0.0", null, null), "version");
        assertThat(missing.passed()).isFalse();
        assertThat(missing.reason()).contains("no version");
    }

    @Test
    void requiredToolsAreListedOrMissingOnceEachInTheGivenOrder() {
        Check tools = only(check(Cards.sep1649(), null, List.of("fetch", "write", "search", "fetch", "write", "Search"),
                null), "required_tools");
        assertThat(tools.passed()).isFalse();
        assertThat(tools.listed()).containsExactly("fetch", "search");
        assertThat(tools.missing()).containsExactly("write", "Search");
        assertThat(tools.reason()).doesNotContain("write").doesNotContain("Search");
        Check all = only(check(Cards.sep1649(), null, List.of("search", "fetch"), null), "required_tools");
        assertThat(all.passed()).isTrue();
        assertThat(all.missing()).isEmpty();
    }

    @Test
    void aCardWithoutToolsFailsRequiredToolsAndSaysWhy() {
        Result result = check(Cards.example("valid/templated-remote"), null, List.of("get_forecast"), null);
        Check tools = only(result, "required_tools");
        assertThat(tools.passed()).isFalse();
        assertThat(tools.reason()).contains("does not list tools").contains("fetches nothing").contains("tools/list");
        assertThat(tools.listed()).isEmpty();
        assertThat(tools.missing()).containsExactly("get_forecast");
        assertThat(result.verdict()).isEqualTo("not_ready");
    }

    @Test
    void streamableHttpIsFoundInRemotesTransportOrEndpoints() {
        assertThat(only(check(Cards.example("valid/templated-remote"), null, null, true), "streamable_http").passed())
                .isTrue();
        assertThat(only(check(Cards.sep1649(), null, null, true), "streamable_http").passed()).isTrue();
        for (String endpoints : List.of("{\"streamable-http\": \"https://example.com/mcp\"}",
                "[{\"transport\": \"sse\"}, {\"type\": \"streamable-http\", \"url\": \"https://example.com/mcp\"}]",
                "[\"streamable-http\"]")) {
            ObjectNode card = Cards.example("valid/minimal");
            card.set("endpoints", Cards.card("{\"e\": " + endpoints + "}").get("e"));
            assertThat(only(check(card, null, null, true), "streamable_http").passed()).as(endpoints).isTrue();
        }
        ObjectNode sseOnly = Cards.example("valid/templated-remote");
        ((ObjectNode) sseOnly.get("remotes").get(0)).put("type", "sse");
        Check check = only(check(sseOnly, null, null, true), "streamable_http");
        assertThat(check.passed()).isFalse();
        assertThat(only(check(Cards.example("valid/minimal"), null, null, true), "streamable_http").passed())
                .isFalse();
    }

    @Test
    void aMalformedCardIsNotReadyWhateverElsePasses() {
        ObjectNode card = Cards.sep1649().put("version", "^2.0.0");
        Result result = check(card, "^2.0.0", List.of("search"), true);
        assertThat(result.checks()).extracting(Check::passed).containsExactly(false, true, true, true);
        assertThat(result.verdict()).isEqualTo("not_ready");
        assertThat(result.checked()).isEqualTo(new ReadinessRecords.Checked(4, 3, 1));
    }

    @Test
    void unpairedSurrogatesAreMeasuredAndCheckedLikeOtherText() {
        ObjectNode card = Cards.card("{\"$schema\": \"%s\", \"name\": \"a/b\\ud800\", \"version\": \"1\\udc00\","
                .formatted(Cards.SCHEMA) + " \"description\": \"\\ud800\", \"\\udc00\": 1, \"tools\": [\"\\ud800\"]}");
        Result result = check(card, "1\udc00", List.of("\ud800"), null);
        assertThat(CardFormat.problems(card)).extracting(ReadinessRecords.FormatProblem::pointer)
                .containsExactly("/name");
        assertThat(result.checks()).extracting(Check::passed).containsExactly(false, true, true);
    }

    @Test
    void aCardOverTheSizeBoundIsRefused() {
        ObjectNode card = Cards.example("valid/minimal");
        String filler = "x".repeat(CardBounds.MAX_BYTES - card.toString().length() - "{,\"pad\":\"\"}".length() + 2);
        card.put("pad", filler);
        assertThat(card.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8)).hasSize(CardBounds.MAX_BYTES);
        assertThat(check(card, null, null, null).verdict()).isEqualTo("ready");
        card.put("pad", filler + "x");
        assertThatThrownBy(() -> check(card, null, null, null)).isInstanceOfSatisfying(ProblemException.class,
                refused -> {
                    assertThat(refused.problem().status()).isEqualTo(422);
                    assertThat(refused.problem().code()).isEqualTo("server_card_too_large");
                    assertThat(refused.problem().errors()).extracting(error -> error.pointer())
                            .containsExactly("/server_card");
                });
    }

    @Test
    void aCardNestedDeeperThanTheBoundIsRefused() {
        ObjectNode card = Cards.example("valid/minimal");
        ObjectNode inner = card.putObject("_meta");
        for (int level = 3; level <= CardBounds.MAX_DEPTH; level++) {
            inner = inner.putObject("n");
        }
        assertThat(check(card, null, null, null).verdict()).isEqualTo("ready");
        inner.putArray("n");
        assertThatThrownBy(() -> check(card, null, null, null)).isInstanceOfSatisfying(ProblemException.class,
                refused -> assertThat(refused.problem().code()).isEqualTo("invalid_server_card"));
    }
}
