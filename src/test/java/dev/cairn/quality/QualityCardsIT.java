package dev.cairn.quality;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The quality tools over REST against PostgreSQL: threshold, evidence classes, idempotency, corrections, order. */
class QualityCardsIT extends SharedAppTest {
    static final String RECORD = "/v1/quality/observations/record";
    static final String GET = "/v1/quality/cards/get";
    static final String LIST = "/v1/quality/cards/list";
    static final String COMPARE = "/v1/quality/cards/compare";
    static final String CORRECT = "/v1/quality/corrections/request";

    /** A target of its own per test, so the shared database's other cards do not interfere. */
    static ObjectNode target(String version) {
        return Json.MAPPER.createObjectNode().put("target_type", "mcp_server")
                .put("provider_domain", "Tools.Example.COM.").put("canonical_endpoint", "https://tools.example.com/mcp/")
                .put("version", version).put("task_category", "  Invoice   Extraction ");
    }

    static String unique() {
        return UUID.randomUUID().toString();
    }

    static JsonNode record(String key, ObjectNode target, String observationKey, boolean success, Long latency) {
        ObjectNode body = target.deepCopy().put("observation_key", observationKey).put("outcome_success", success)
                .put("reliability", true);
        if (latency != null) {
            body.put("latency_ms", latency);
        }
        return ToolSchemas.conforming("record_quality_observation", app.post(RECORD, key, body.toString()));
    }

    static JsonNode card(ObjectNode target) {
        return ToolSchemas.conforming("get_quality_card", app.post(GET, null, target.toString()));
    }

    @Test
    void scoresStayHiddenAtTwoContributorsHoweverOftenOneReportsAndShowAtThree() {
        ObjectNode target = target(unique());
        JsonNode none = card(target);
        assertThat(none.get("evidence").get("E0").asLong()).isZero();
        assertThat(none.get("card_page").isNull()).as("a card nobody reported on has no page").isTrue();
        String second = app.createApiKey();
        for (int i = 0; i < 50; i++) {
            record(key, target, "run-" + i, true, 100L + i);
        }
        record(second, target, "run-0", false, 900L);
        JsonNode two = card(target);
        assertThat(two.get("status").asText()).isEqualTo("insufficient_evidence");
        assertThat(two.get("verified_contributors").asInt()).isEqualTo(2);
        assertThat(two.get("contributors_needed").asInt()).isEqualTo(1);
        assertThat(two.get("evidence").get("E0").asLong()).isEqualTo(51);
        assertThat(two.get("scores").isNull()).isTrue();
        assertThat(two.get("card_page").asText()).endsWith("/cards/" + two.get("card_id").asText());
        assertThat(two.get("notice").asText()).contains("1 more verified contributor must report");

        record(app.createApiKey(), target, "run-0", true, 300L);
        JsonNode three = card(target);
        assertThat(three.get("status").asText()).isEqualTo("scored");
        assertThat(three.get("contributors_needed").asInt()).isZero();
        JsonNode success = three.get("scores").get("success_rate");
        // each contributor weighs as much as the one with the fewest observations: (1 + 0 + 1) / 3
        assertThat(success.get("value").asDouble()).isEqualTo(0.6667);
        assertThat(success.get("weight").asDouble()).isEqualTo(3.0);
        assertThat(success.get("low").asDouble()).isLessThan(0.25);
        assertThat(three.get("scores").get("latency_ms").get("contributors").asInt()).isEqualTo(3);
        assertThat(three.get("card_id").asText()).matches("tmc_[0-9a-f]{40}");
        assertThat(three.get("target").get("provider_domain").asText()).isEqualTo("tools.example.com");
        assertThat(three.get("target").get("canonical_endpoint").asText()).isEqualTo("https://tools.example.com/mcp");
        assertThat(three.get("target").get("task_category").asText()).isEqualTo("invoice extraction");
    }

    @Test
    void anUnverifiedFoundingAccountCountsForNothingUntilTheOperatorVerifiesIt() {
        ObjectNode target = target(unique());
        String founding = app.createApiKey("founding");
        record(key, target, "a", true, null);
        record(app.createApiKey(), target, "a", true, null);
        record(founding, target, "a", true, null);
        JsonNode card = card(target);
        assertThat(card.get("verified_contributors").asInt()).isEqualTo(2);
        assertThat(card.get("evidence").get("unverified").asLong()).isEqualTo(1);
        String keyId = "key_" + sha256Hex(founding).substring(0, 12);
        assertThat(Http.post(app.adminUrl("/tasks/verify-contributor?key_id=" + keyId), null, "").status())
                .isEqualTo(200);
        assertThat(card(target).get("status").asText()).isEqualTo("scored");
    }

    @Test
    void aReceiptOfTheSameAccountMakesE1AndOneOfAnotherAccountE0() {
        String receipt = "{\"operation\":\"record\",\"receipt_id\":\"r-" + unique().substring(0, 8) + "\","
                + "\"action_fingerprint\":\"" + "ab".repeat(32) + "\",\"outcome_digest\":\"" + "cd".repeat(32)
                + "\",\"outcome_status\":\"succeeded\"}";
        JsonNode stored = app.post("/v1/receipts/record", key, receipt).json();
        String receiptId = stored.get("receipt_id").asText();
        ObjectNode target = target(unique());
        ObjectNode linked = target.deepCopy().put("observation_key", "o").put("outcome_success", true)
                .put("reliability", true).put("receipt_id", receiptId);
        JsonNode own = ToolSchemas.conforming("record_quality_observation", app.post(RECORD, key, linked.toString()));
        assertThat(own.get("evidence_class").asText()).isEqualTo("E1");
        assertThat(own.get("warnings")).isEmpty();
        JsonNode other = ToolSchemas.conforming("record_quality_observation",
                app.post(RECORD, app.createApiKey(), linked.toString()));
        assertThat(other.get("evidence_class").asText()).isEqualTo("E0");
        assertThat(other.get("warnings").get(0).asText()).contains("names no receipt of your account");
        Http.Reply demanded = app.post(RECORD, app.createApiKey(),
                linked.deepCopy().put("minimum_evidence_class", "E1").toString());
        assertThat(demanded.status()).isEqualTo(422);
        assertThat(demanded.json().get("code").asText()).isEqualTo("evidence_class_unmet");
        JsonNode card = card(target);
        assertThat(card.get("evidence").get("E1").asLong()).isEqualTo(1);
        assertThat(card.get("evidence").get("E0").asLong()).isEqualTo(1);
        assertThat(card(target.deepCopy().put("minimum_evidence_class", "E1")).get("verified_contributors").asInt())
                .isEqualTo(1);
    }

    @Test
    void anObservationKeyRecordsOnceAndRefusesOtherFacts() {
        ObjectNode target = target(unique());
        JsonNode first = record(key, target, "same", true, 120L);
        assertThat(first.get("applied").asBoolean()).isTrue();
        CLOCK.advance(Duration.ofSeconds(5));
        JsonNode again = record(key, target, "same", true, 120L);
        assertThat(again.get("applied").asBoolean()).isFalse();
        assertThat(again.get("reason").asText()).isEqualTo("already_recorded");
        assertThat(again.get("recorded_at").asText()).isEqualTo(first.get("recorded_at").asText());
        assertThat(card(target).get("evidence").get("E0").asLong()).isEqualTo(1);
        ObjectNode changed = target.deepCopy().put("observation_key", "same").put("outcome_success", false)
                .put("reliability", true).put("latency_ms", 120);
        Http.Reply conflict = app.post(RECORD, key, changed.toString());
        assertThat(conflict.status()).isEqualTo(422);
        assertThat(conflict.json().get("code").asText()).isEqualTo("observation_conflict");
        assertThat(conflict.text()).doesNotContain("false");
    }

    @Test
    void aCorrectionIsPendingAndUnverifiedIdempotentAndLeavesEveryObservationInPlace() {
        ObjectNode target = target(unique());
        List<String> keys = List.of(key, app.createApiKey(), app.createApiKey());
        for (String contributor : keys) {
            record(contributor, target, "o", true, 200L);
        }
        JsonNode before = card(target);
        String body = "{\"card_id\":\"" + before.get("card_id").asText() + "\",\"request_key\":\"c-1\","
                + "\"request_kind\":\"appeal\",\"reason_code\":\"outdated_version\",\"correction_digest\":\""
                + "ef".repeat(32) + "\"}";
        JsonNode filed = ToolSchemas.conforming("request_quality_correction", app.post(CORRECT, keys.get(1), body));
        assertThat(filed.get("applied").asBoolean()).isTrue();
        assertThat(filed.get("status").asText()).isEqualTo("pending");
        assertThat(filed.get("verified").asBoolean()).isFalse();
        JsonNode repeated = ToolSchemas.conforming("request_quality_correction", app.post(CORRECT, keys.get(1), body));
        assertThat(repeated.get("reason").asText()).isEqualTo("already_requested");
        assertThat(repeated.get("correction_id").asText()).isEqualTo(filed.get("correction_id").asText());
        assertThat(app.post(CORRECT, keys.get(1), body.replace("appeal", "correction")).json().get("code").asText())
                .isEqualTo("correction_conflict");

        JsonNode pending = card(target);
        assertThat(pending.get("corrections")).hasSize(1);
        assertThat(pending.get("corrections").get(0).get("status").asText()).isEqualTo("pending");
        assertThat(pending.get("evidence")).isEqualTo(before.get("evidence"));
        assertThat(pending.get("scores")).isEqualTo(before.get("scores"));

        Http.Reply resolved = Http.post(app.adminUrl("/tasks/resolve-quality-correction?correction_id="
                + filed.get("correction_id").asText() + "&resolution=upheld"), null, "");
        assertThat(resolved.status()).isEqualTo(200);
        JsonNode after = card(target);
        assertThat(after.get("corrections").get(0).get("status").asText()).isEqualTo("upheld");
        assertThat(after.get("corrections").get(0).get("verified").asBoolean()).isTrue();
        assertThat(after.get("evidence")).isEqualTo(before.get("evidence"));
        assertThat(after.get("scores")).isEqualTo(before.get("scores"));
        assertThat(Http.post(app.adminUrl("/tasks/resolve-quality-correction?correction_id="
                + filed.get("correction_id").asText() + "&resolution=rejected"), null, "").status()).isEqualTo(500);
        assertThat(app.post(CORRECT, key, body.replace(before.get("card_id").asText(), "tmc_" + "0".repeat(40)))
                .status()).isEqualTo(404);
    }

    @Test
    void compareAnswersInTheCallersOrderWhateverTheScores() {
        String version = unique();
        List<ObjectNode> targets = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            ObjectNode target = target(version + "-" + t);
            targets.add(target);
            for (int c = 0; c < 3; c++) {
                record(c == 0 ? key : app.createApiKey(), target, "o-" + t, (t + c) % 2 == 0, 100L * (t + 1));
            }
        }
        for (List<Integer> order : List.of(List.of(2, 0, 3, 1), List.of(3, 2, 1, 0), List.of(1, 3, 0, 2))) {
            ObjectNode body = Json.MAPPER.createObjectNode().put("task_category", "invoice extraction");
            order.forEach(i -> body.withArray("targets").add(targets.get(i).deepCopy().without("task_category")));
            JsonNode compared = ToolSchemas.conforming("compare_quality_targets",
                    app.post(COMPARE, null, body.toString()));
            List<String> versions = new ArrayList<>();
            compared.get("cards").forEach(card -> versions.add(card.get("target").get("version").asText()));
            assertThat(versions).containsExactlyElementsOf(order.stream().map(i -> version + "-" + i).toList());
        }
    }

    @Test
    void listShowsOnlyCardsPastTheThresholdMostRecentEvidenceFirst() {
        String category = "list-" + unique();
        List<String> contributors = List.of(key, app.createApiKey(), app.createApiKey());
        for (int t = 0; t < 3; t++) {
            ObjectNode target = target("v" + t).put("task_category", category);
            for (int c = 0; c < (t == 1 ? 2 : 3); c++) {
                record(contributors.get(c), target, category + t, true, null);
            }
            CLOCK.advance(Duration.ofMinutes(1));
        }
        ObjectNode older = target("v0").put("task_category", category);
        JsonNode listed = ToolSchemas.conforming("list_quality_cards",
                app.post(LIST, null, "{\"task_category\":\"" + category.toUpperCase() + "\",\"limit\":50}"));
        List<String> versions = new ArrayList<>();
        listed.get("cards").forEach(card -> versions.add(card.get("target").get("version").asText()));
        assertThat(versions).containsExactly("v2", "v0"); // v1 has two contributors
        record(contributors.get(2), older, category + "later", true, null);
        JsonNode relisted = app.post(LIST, null, "{\"task_category\":\"" + category + "\"}").json();
        assertThat(relisted.get("cards").get(0).get("target").get("version").asText()).isEqualTo("v0");
    }

    @Test
    void theToolsAnswerOverMcpInBothErasWithTheirOutputSchemasAndTheReadToolsAreReadOnly() {
        Mcp mcp = new Mcp(app);
        ObjectNode target = target(unique());
        for (boolean modern : new boolean[] {false, true}) {
            String observation = target.deepCopy().put("observation_key", "mcp-" + modern).put("outcome_success", true)
                    .put("reliability", true).toString();
            JsonNode recorded = (modern ? mcp.modern(key, "tools/call", Mcp.call("record_quality_observation", observation))
                    : mcp.legacy(key, "tools/call", Mcp.call("record_quality_observation", observation)))
                    .json().path("result");
            assertThat(recorded.path("isError").asBoolean()).as(recorded.toString()).isFalse();
            assertThat(ToolSchemas.outputErrors("record_quality_observation", recorded.path("structuredContent")))
                    .isEmpty();
            JsonNode card = (modern ? mcp.modern(null, "tools/call", Mcp.call("get_quality_card", target.toString()))
                    : mcp.legacy(null, "tools/call", Mcp.call("get_quality_card", target.toString())))
                    .json().path("result");
            assertThat(ToolSchemas.outputErrors("get_quality_card", card.path("structuredContent"))).isEmpty();
            assertThat(card.at("/structuredContent/card_id").asText())
                    .isEqualTo(recorded.at("/structuredContent/card_id").asText());
        }
        List<String> readOnly = new ArrayList<>();
        for (JsonNode tool : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            if (tool.path("name").asText().contains("quality") && tool.at("/annotations/readOnlyHint").asBoolean()) {
                readOnly.add(tool.path("name").asText());
            }
        }
        assertThat(readOnly).containsExactlyInAnyOrder("list_quality_cards", "get_quality_card",
                "compare_quality_targets");
    }

    static String sha256Hex(String text) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
