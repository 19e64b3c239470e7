package dev.cairn.control.trace;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Timestamps;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class TraceToolsIT extends SharedAppTest {
    static final String PATH = "/v1/context-traces/anchor";
    static final String TOOL = "anchor_context_trace";

    /** A digest of its own for each number, in the sha256: form. */
    static String d(int n) {
        return "sha256:" + String.format("%064x", n);
    }

    static String anchor(String controlId, String digest, String stage, String... parents) {
        String parentList = Arrays.stream(parents).map(p -> "\"" + p + "\"").collect(Collectors.joining(","));
        return "{\"operation\":\"anchor\"" + (controlId == null ? "" : ",\"control_id\":\"" + controlId + "\"")
                + (digest == null ? "" : ",\"context_digest\":\"" + digest + "\"")
                + ",\"parent_digests\":[" + parentList + "]" + (stage == null ? "" : ",\"stage\":\"" + stage + "\"")
                + "}";
    }

    static String check(String digest) {
        return "{\"operation\":\"check\",\"context_digest\":\"" + digest + "\"}";
    }

    static String checkNamed(String controlId) {
        return "{\"operation\":\"check\",\"control_id\":\"" + controlId + "\"}";
    }

    JsonNode call(String body) {
        return call(key, body);
    }

    static JsonNode call(String apiKey, String body) {
        return ToolSchemas.conforming(TOOL, app.post(PATH, apiKey, body));
    }

    static JsonNode problem(Http.Reply reply, int status, String code, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().path("code").asText()).isEqualTo(code);
        if (pointer != null) {
            assertThat(reply.json().path("errors").findValuesAsText("pointer")).containsExactly(pointer);
        }
        return reply.json();
    }

    static List<String> ancestors(JsonNode checked) {
        List<String> listed = new ArrayList<>();
        checked.at("/lineage/ancestors").forEach(ancestor ->
                listed.add(ancestor.get("context_digest").asText() + "@" + ancestor.get("depth")));
        return listed;
    }

    @Test
    void anchorStoresTheNodeAtTheClocksTimeAndCheckReturnsItsParentsAndLineage() {
        String at = Timestamps.format(CLOCK.millis());
        JsonNode source = call(anchor(null, d(1), "retrieval"));
        assertThat(source.get("applied").asBoolean()).isTrue();
        assertThat(source.get("reason").isNull()).isTrue();
        assertThat(source.get("anchored").asBoolean()).isTrue();
        assertThat(source.get("control_id").isNull()).isTrue();
        assertThat(source.get("parents").size()).isZero();
        assertThat(source.get("anchored_at").asText()).isEqualTo(at);
        assertThat(source.has("lineage")).isFalse();

        CLOCK.advance(Duration.ofSeconds(1));
        // a bare digest is the same digest; d(2) is never anchored
        JsonNode summary = call(anchor("run-7/summary", d(3).substring(7), "summary", d(1).substring(7), d(2)));
        assertThat(summary.get("context_digest").asText()).isEqualTo(d(3));
        assertThat(summary.get("control_id").asText()).isEqualTo("run-7/summary");
        assertThat(summary.get("stage").asText()).isEqualTo("summary");
        assertThat(summary.get("parents").toString()).isEqualTo("[{\"context_digest\":\"" + d(1)
                + "\",\"anchored\":true},{\"context_digest\":\"" + d(2) + "\",\"anchored\":false}]");
        assertThat(summary.get("notice").asText()).contains("does not prove");

        CLOCK.advance(Duration.ofMinutes(5));
        JsonNode checked = call(check(d(3)));
        assertThat(checked.has("applied")).isFalse();
        for (String member : List.of("context_digest", "anchored", "control_id", "stage", "parents", "anchored_at")) {
            assertThat(checked.get(member)).as(member).isEqualTo(summary.get(member));
        }
        assertThat(ancestors(checked)).containsExactly(d(1) + "@1");
        JsonNode ancestor = checked.at("/lineage/ancestors/0");
        assertThat(ancestor.get("stage").asText()).isEqualTo("retrieval");
        assertThat(ancestor.get("parent_digests").size()).isZero();
        assertThat(ancestor.get("anchored_at")).isEqualTo(source.get("anchored_at"));
        assertThat(checked.at("/lineage/ancestor_count").asInt()).isEqualTo(1);
        assertThat(checked.at("/lineage/max_depth").asInt()).isEqualTo(10);
        assertThat(checked.at("/lineage/max_nodes").asInt()).isEqualTo(200);
        assertThat(checked.at("/lineage/truncated").asBoolean()).isFalse();
        assertThat(call(checkNamed("run-7/summary"))).isEqualTo(checked);
    }

    @Test
    void theSameAnchorAgainIsTheStoredNodeEvenWithoutItsControlId() {
        JsonNode first = call(anchor("named", d(10), "prompt", d(11)));
        CLOCK.advance(Duration.ofHours(1));
        for (String again : List.of(anchor("named", d(10), "prompt", d(11)), anchor(null, d(10).substring(7), "prompt",
                d(11).substring(7)))) {
            JsonNode repeated = call(again);
            assertThat(repeated.get("applied").asBoolean()).isFalse();
            assertThat(repeated.get("reason").asText()).isEqualTo("already_anchored");
            assertThat(repeated.get("anchored_at")).isEqualTo(first.get("anchored_at"));
            assertThat(repeated.get("control_id").asText()).isEqualTo("named");
        }
        call(anchor(null, d(11), "retrieval"));
        JsonNode parentNowAnchored = call(anchor(null, d(10), "prompt", d(11)));
        assertThat(parentNowAnchored.at("/parents/0/anchored").asBoolean()).isTrue();
    }

    @Test
    void anAnchorThatWouldChangeANodeIs422AtTheFirstDifferenceAndChangesNothing() {
        JsonNode stored = call(anchor("fixed", d(20), "prompt", d(21), d(22)));
        problem(app.post(PATH, key, anchor("other", d(20), "other", d(22), d(21))), 422, "trace_conflict",
                "/control_id");
        problem(app.post(PATH, key, anchor(null, d(20), "prompt", d(22), d(21))), 422, "trace_conflict",
                "/parent_digests");
        problem(app.post(PATH, key, anchor(null, d(20), "prompt", d(21))), 422, "trace_conflict", "/parent_digests");
        problem(app.post(PATH, key, anchor("fixed", d(20), "summary", d(21), d(22))), 422, "trace_conflict", "/stage");
        call(anchor(null, d(30), "prompt"));
        problem(app.post(PATH, key, anchor("late-name", d(30), "prompt")), 422, "trace_conflict", "/control_id");
        problem(app.post(PATH, key, anchor("fixed", d(31), "prompt")), 422, "control_id_conflict", "/control_id");
        assertThat(call(check(d(31))).get("anchored").asBoolean()).isFalse();
        problem(app.post(PATH, key, checkNamed("late-name")), 404, "not_found", null);
        JsonNode checked = call(check(d(20)));
        for (String member : List.of("control_id", "stage", "parents", "anchored_at")) {
            assertThat(checked.get(member)).as(member).isEqualTo(stored.get(member));
        }
    }

    @Test
    void eachOperationsFieldsAreRequiredAndParentsAreDistinctAndNotTheContextItself() {
        problem(app.post(PATH, key, anchor(null, null, "prompt")), 422, "missing_field", "/context_digest");
        problem(app.post(PATH, key, anchor(null, d(40), null)), 422, "missing_field", "/stage");
        problem(app.post(PATH, key, "{\"operation\":\"check\",\"stage\":\"prompt\"}"), 422, "missing_field",
                "/context_digest");
        problem(app.post(PATH, key, anchor(null, d(40), "prompt", d(41), d(42), d(41).substring(7))), 422,
                "duplicate_parent", "/parent_digests/2");
        problem(app.post(PATH, key, anchor(null, d(40), "prompt", d(41), d(40).substring(7))), 422, "own_parent",
                "/parent_digests/1");
        problem(app.post(PATH, key, anchor(null, d(40), "a\\u0000b")), 422, "nul_character", "/stage");
        problem(app.post(PATH, key, anchor("a\\u0000b", d(40), "prompt")), 422, "nul_character", "/control_id");
        problem(app.post(PATH, key, checkNamed("a\\u0000b")), 404, "not_found", null);
        assertThat(call(check(d(40))).get("anchored").asBoolean()).as("no refused anchor stored it").isFalse();
    }

    @Test
    void theSchemaHoldsTheSpecsBounds() {
        problem(app.post(PATH, key, anchor(null, d(50), "")), 400, "invalid_request", "/stage");
        problem(app.post(PATH, key, anchor(null, d(50), "x".repeat(81))), 400, "invalid_request", "/stage");
        String[] twentyOne = new String[21];
        for (int i = 0; i < twentyOne.length; i++) {
            twentyOne[i] = d(100 + i);
        }
        problem(app.post(PATH, key, anchor(null, d(50), "prompt", twentyOne)), 400, "invalid_request",
                "/parent_digests");
        problem(app.post(PATH, key, anchor(null, d(50), "prompt", d(51), "AB".repeat(32))), 400, "invalid_request",
                "/parent_digests/1");
        problem(app.post(PATH, key, anchor("x".repeat(101), d(50), "prompt")), 400, "invalid_request", "/control_id");
        problem(app.post(PATH, key, "{\"operation\":\"record\",\"context_digest\":\"" + d(50) + "\"}"), 400,
                "invalid_request", "/operation");
        JsonNode widest = call(anchor("é".repeat(100), d(50), "é".repeat(80),
                Arrays.copyOf(twentyOne, 20)));
        assertThat(widest.get("parents").size()).isEqualTo(20);
        assertThat(widest.get("stage").asText()).hasSize(80);
    }

    @Test
    void aDigestNotAnchoredIsAnAnswerAndAnUnknownControlIdIs404() {
        JsonNode never = call(check(d(60).substring(7)));
        assertThat(never.get("context_digest").asText()).isEqualTo(d(60));
        assertThat(never.get("anchored").asBoolean()).isFalse();
        assertThat(never.get("stage").isNull()).isTrue();
        assertThat(never.get("anchored_at").isNull()).isTrue();
        assertThat(never.get("parents").size()).isZero();
        assertThat(never.at("/lineage/ancestors").size()).isZero();
        assertThat(never.at("/lineage/truncated").asBoolean()).isFalse();
        problem(app.post(PATH, key, checkNamed("never-named")), 404, "not_found", null);
    }

    @Test
    void eachAccountHasItsOwnGraph() {
        call(anchor("mine", d(70), "retrieval"));
        call(anchor(null, d(71), "prompt", d(70)));
        String stranger = app.createApiKey();
        assertThat(call(stranger, check(d(70))).get("anchored").asBoolean()).isFalse();
        problem(app.post(PATH, stranger, checkNamed("mine")), 404, "not_found", null);
        JsonNode theirs = call(stranger, anchor("mine", d(71), "summary"));
        assertThat(theirs.get("applied").asBoolean()).isTrue();
        assertThat(call(stranger, check(d(71))).at("/lineage/ancestors").size()).isZero();
        assertThat(ancestors(call(check(d(71))))).containsExactly(d(70) + "@1");
    }

    @Test
    void aDiamondIsListedOnceAndACycleEndsTheWalk() {
        call(anchor(null, d(80), "source"));
        call(anchor(null, d(81), "summary", d(80)));
        call(anchor(null, d(82), "translation", d(80)));
        JsonNode top = call(anchor(null, d(83), "prompt", d(81), d(82)));
        assertThat(top.get("parents").findValuesAsText("anchored")).containsExactly("true", "true");
        assertThat(ancestors(call(check(d(83))))).containsExactly(d(81) + "@1", d(82) + "@1", d(80) + "@2");

        call(anchor(null, d(90), "a", d(91))); // parents need not be anchored first, so a cycle can be written
        call(anchor(null, d(91), "b", d(92)));
        call(anchor(null, d(92), "c", d(90)));
        JsonNode cycle = call(check(d(90)));
        assertThat(ancestors(cycle)).containsExactly(d(91) + "@1", d(92) + "@2");
        assertThat(cycle.at("/lineage/truncated").asBoolean()).isFalse();
    }

    @Test
    void theLineageStopsAtTenLevelsAndTwoHundredNodesAndSaysSo() {
        call(anchor(null, d(1000), "level 0"));
        for (int level = 1; level <= 11; level++) {
            call(anchor(null, d(1000 + level), "level " + level, d(1000 + level - 1)));
        }
        JsonNode ten = call(check(d(1010)));
        assertThat(ten.at("/lineage/ancestor_count").asInt()).isEqualTo(10);
        assertThat(ten.at("/lineage/ancestors/9/depth").asInt()).isEqualTo(10);
        assertThat(ten.at("/lineage/truncated").asBoolean()).isFalse();
        JsonNode eleven = call(check(d(1011)));
        assertThat(ancestors(eleven)).hasSize(10).last().isEqualTo(d(1001) + "@10");
        assertThat(eleven.at("/lineage/truncated").asBoolean()).as("level 0 is anchored at depth 11").isTrue();

        // 20 parents with 180 grandparents anchored; the last grandparent named is anchored only later
        String[] parents = new String[20];
        for (int p = 0; p < 20; p++) {
            String[] grandparents = new String[p < 19 ? 9 : 10];
            for (int g = 0; g < grandparents.length; g++) {
                grandparents[g] = d(2000 + 10 * p + g);
                if (g < 9) {
                    call(anchor(null, grandparents[g], "source"));
                }
            }
            parents[p] = d(1100 + p);
            call(anchor(null, parents[p], "summary", grandparents));
        }
        call(anchor(null, d(1200), "prompt", parents));
        JsonNode full = call(check(d(1200)));
        assertThat(full.at("/lineage/ancestor_count").asInt()).isEqualTo(200);
        assertThat(full.at("/lineage/truncated").asBoolean()).isFalse();
        call(anchor(null, d(2199), "source"));
        JsonNode over = call(check(d(1200)));
        assertThat(ancestors(over)).hasSize(200).doesNotContain(d(2199) + "@2").last().isEqualTo(d(2198) + "@2");
        assertThat(over.at("/lineage/truncated").asBoolean()).isTrue();
    }

    @Test
    void mcpCallsTheToolAndItIsAnIdempotentWrite() {
        Mcp mcp = new Mcp(app);
        Http.Reply reply = mcp.modern(key, "tools/call", Mcp.call(TOOL, anchor("mcp", d(3000), "prompt")));
        JsonNode result = reply.json().path("result");
        assertThat(result.path("isError").asBoolean()).as(reply.text()).isFalse();
        assertThat(result.path("structuredContent").path("applied").asBoolean()).isTrue();
        JsonNode tool = null;
        for (JsonNode each : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            tool = each.path("name").asText().equals(TOOL) ? each : tool;
        }
        assertThat(tool).as("tools/list names " + TOOL).isNotNull();
        assertThat(tool.at("/annotations/readOnlyHint").asBoolean()).isFalse();
        assertThat(tool.at("/annotations/idempotentHint").asBoolean()).isTrue();
        assertThat(tool.at("/annotations/destructiveHint").asBoolean()).isFalse();
    }
}
