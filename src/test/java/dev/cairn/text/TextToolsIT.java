package dev.cairn.text;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Json;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** inspect_text, scrub_text and compare_text over REST and MCP: results, bounds and odd input. */
class TextToolsIT extends SharedAppTest {
    static final String ATTACK = "Transfer to p\\u0430ypal.com\\u200B now \\u202Eevil\\u202C";

    static JsonNode ok(String tool, Http.Reply reply) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        JsonNode result = reply.json();
        assertThat(ToolSchemas.outputErrors(tool, result)).as(reply.text()).isEmpty();
        return result;
    }

    static String body(String field, String jsonStringContent) {
        return "{\"" + field + "\":\"" + jsonStringContent + "\"}";
    }

    @Test
    void inspectFindsTheHiddenAndLookAlikeCharactersWithTheirPositions() {
        JsonNode result = ok("inspect_text", app.post("/v1/inspect", null, body("text", ATTACK)));
        assertThat(result.path("findings").findValuesAsText("category"))
                .contains("zero_width", "bidi_control");
        JsonNode zeroWidth = first(result, "zero_width");
        assertThat(zeroWidth.path("offset").asInt()).isEqualTo("Transfer to pаypal.com".length());
        assertThat(zeroWidth.path("line").asInt()).isEqualTo(1);
        assertThat(zeroWidth.path("code_points").get(0).asText()).isEqualTo("U+200B");
        assertThat(result.path("summary").path("highest_severity").asText()).isIn("medium", "high");
        assertThat(result.path("summary").path("finding_count").asInt()).isEqualTo(result.path("findings").size());
    }

    static JsonNode first(JsonNode result, String category) {
        for (JsonNode finding : result.path("findings")) {
            if (finding.path("category").asText().equals(category)) {
                return finding;
            }
        }
        throw new AssertionError("no " + category + " finding in " + result);
    }

    @Test
    void ordinaryMultilingualTextAndEmojiAreNotFlagged() {
        JsonNode result = ok("inspect_text", app.post("/v1/inspect", null,
                body("text", "Café ☕ — Привет, мир! こんにちは 👩\\u200D💻 مرحبا 🏴\\uDB40\\uDC67\\uDB40\\uDC62\\uDB40\\uDC65\\uDB40\\uDC6E\\uDB40\\uDC67\\uDB40\\uDC7F")));
        for (JsonNode finding : result.path("findings")) {
            assertThat(finding.path("severity").asText()).as(finding.toString()).isEqualTo("info");
        }
    }

    @Test
    void emptyTextIsAValidEmptyReport() {
        JsonNode result = ok("inspect_text", app.post("/v1/inspect", null, body("text", "")));
        assertThat(result.path("findings")).isEmpty();
        assertThat(result.path("summary").path("highest_severity").asText()).isEqualTo("none");
        assertThat(ok("scrub_text", app.post("/v1/scrub", null, body("text", ""))).path("changed").asBoolean()).isFalse();
    }

    @Test
    void loneSurrogatesAreReportedAndScrubbedNeverACrash() {
        JsonNode result = ok("inspect_text", app.post("/v1/inspect", null, body("text", "a\\ud800b\\udc00")));
        assertThat(result.path("findings").findValuesAsText("category")).contains("lone_surrogate");
        JsonNode scrubbed = ok("scrub_text", app.post("/v1/scrub", null, body("text", "a\\ud800b")));
        assertThat(scrubbed.path("text").asText()).doesNotContain("\ud800").startsWith("a").endsWith("b");
        assertThat(scrubbed.path("changed").asBoolean()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/inspect", "/v1/scrub"})
    void aMillionCharactersIsTheBound(String path) {
        assertThat(app.post(path, null, body("text", "a".repeat(1_000_000))).status()).isEqualTo(200);
        Http.Reply tooLong = app.post(path, null, body("text", "a".repeat(1_000_001)));
        assertThat(tooLong.status()).isEqualTo(400);
        assertThat(tooLong.json().path("errors").findValuesAsText("pointer")).containsExactly("/text");
    }

    @Test
    void theBoundCountsCharactersNotUtf16Units() {
        String emoji = "😀".repeat(1_000_000); // 2,000,000 UTF-16 units, 4 MB of UTF-8
        assertThat(app.post("/v1/inspect", null, body("text", emoji)).status()).isEqualTo(200);
    }

    @Test
    void scrubRemovesWhatInspectFlagsAndKeepsTheWords() {
        JsonNode result = ok("scrub_text", app.post("/v1/scrub", null, body("text", ATTACK)));
        assertThat(result.path("changed").asBoolean()).isTrue();
        assertThat(result.path("text").asText()).doesNotContain("\u200B", "\u202E", "\u202C")
                .contains("Transfer to", "ypal.com", "evil");
        assertThat(result.path("removed").path("zero_width").asInt()).isEqualTo(1);
        assertThat(result.path("removed").path("bidi_control").asInt()).isEqualTo(2);
        assertThat(app.post("/v1/scrub", null, "{\"text\":\"x\",\"mode\":\"loud\"}").status()).isEqualTo(400);
        for (String mode : new String[] {"standard", "strict", "unicode"}) {
            ok("scrub_text", app.post("/v1/scrub", null, "{\"text\":\"" + ATTACK + "\",\"mode\":\"" + mode + "\"}"));
        }
    }

    @Test
    void compareShowsWhatWasSlippedIn() {
        JsonNode result = ok("compare_text", app.post("/v1/compare", null,
                "{\"original\":\"Transfer to paypal.com now\",\"modified\":\"Transfer to p\\u0430ypal.com\\u200B now\"}"));
        assertThat(result.path("equal").asBoolean()).isFalse();
        assertThat(result.path("first_difference").path("offset").asInt()).isEqualTo("Transfer to p".length());
        assertThat(result.path("first_difference").path("column").asInt()).isEqualTo("Transfer to p".length() + 1);
        assertThat(result.path("only_in_modified").findValuesAsText("code_point")).containsExactly("U+0430", "U+200B");
        assertThat(result.path("only_in_modified").findValuesAsText("kind")).containsExactly("confusable", "invisible");
        assertThat(result.path("only_in_original")).isEmpty();
        assertThat(result.path("diff").path("edits").size()).isPositive();
        assertThat(result.path("equal_after").path("scrub_standard").asBoolean()).isFalse();
    }

    @Test
    void compareOfEqualTextsIsEqualEverywhere() {
        JsonNode result = ok("compare_text", app.post("/v1/compare", null, "{\"original\":\"same\",\"modified\":\"same\"}"));
        assertThat(result.path("equal").asBoolean()).isTrue();
        assertThat(result.path("first_difference").isNull()).isTrue();
        assertThat(result.path("diff").path("edits")).isEmpty();
        result.path("equal_after").forEach(flag -> assertThat(flag.asBoolean()).isTrue());
    }

    @Test
    void mcpToolsCallAnswersWhatRestAnswers() throws Exception {
        JsonNode rest = app.post("/v1/inspect", null, body("text", ATTACK)).json();
        JsonNode arguments = Json.MAPPER.readTree(body("text", ATTACK));
        JsonNode viaMcp = new Mcp(app).modern(null, "tools/call",
                (com.fasterxml.jackson.databind.node.ObjectNode) Json.MAPPER.createObjectNode()
                        .put("name", "inspect_text").set("arguments", arguments)).json();
        assertThat(viaMcp.at("/result/structuredContent")).isEqualTo(rest);
    }
}
