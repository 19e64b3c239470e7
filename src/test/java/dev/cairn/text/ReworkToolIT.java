package dev.cairn.text;

import static dev.cairn.text.ContextToolsIT.json;
import static dev.cairn.text.TextToolsIT.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.ReworkAnswer;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.text.rework.ProtectedClass;
import dev.cairn.text.rework.Reworker;
import dev.cairn.text.rework.Transformation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * rework_text over REST and MCP: the result's shape and bookkeeping, whichever words the engine changes;
 * the engine's own behaviour is tested beside it.
 */
class ReworkToolIT extends SharedAppTest {
    static final String TEXT = "For example, the release does not change the API because version 2.4.1 kept it;"
            + " see https://example.org/notes or write to team@example.org. She said \"keep it\" 😀.";

    @Test
    void theAnswerCarriesEveryFieldOfTheReworkResult() {
        JsonNode result = ok("rework_text", app.post("/v1/rework", null, json("text", TEXT, "mode", "deep")));
        assertThat(result.path("brand").asText()).isEqualTo("cairn");
        assertThat(result.path("engine_version").asText()).isEqualTo(Reworker.ENGINE_VERSION);
        assertThat(result.path("mode").asText()).isEqualTo("deep");
        assertThat(result.path("characters_in").asInt()).isEqualTo(TEXT.length());
        assertThat(result.path("characters_out").asInt()).isEqualTo(result.path("reworked_text").asText().length());
        assertThat(result.path("notice").asText()).isEqualTo(ReworkAnswer.NOTICE)
                .contains("without a language model", "authorship", "watermark");
        assertThat(names(result.path("transformations")))
                .containsExactly(Arrays.stream(Transformation.values()).map(Transformation::key).toArray(String[]::new));
        assertThat(names(result.path("protected")))
                .containsExactly(Arrays.stream(ProtectedClass.values()).map(ProtectedClass::key).toArray(String[]::new));
        result.path("protected").forEach(protection -> assertThat(protection.path("preserved").asInt())
                .isBetween(0, protection.path("found").asInt()));
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void theModeDefaultsToStandardAndEachModeIsEchoed() {
        assertThat(ok("rework_text", app.post("/v1/rework", null, json("text", TEXT))).path("mode").asText())
                .isEqualTo("standard");
        for (String mode : new String[] {"light", "standard", "deep"}) {
            assertThat(ok("rework_text", app.post("/v1/rework", key, json("text", TEXT, "mode", mode)))
                    .path("mode").asText()).isEqualTo(mode);
        }
    }

    @Test
    void theSameTextAndModeGiveTheSameAnswer() {
        String body = json("text", TEXT, "mode", "standard");
        assertThat(app.post("/v1/rework", key, body).json()).isEqualTo(app.post("/v1/rework", key, body).json());
    }

    @Test
    void emptyTextIsAnEmptyRework() {
        JsonNode result = ok("rework_text", app.post("/v1/rework", key, json("text", "")));
        assertThat(result.path("reworked_text").asText()).isEmpty();
        assertThat(result.path("characters_in").asInt()).isZero();
        assertThat(result.path("characters_out").asInt()).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"text\":\"x\",\"mode\":\"loud\"}", "{\"mode\":\"light\"}", "{\"text\":1}",
            "{\"text\":\"x\",\"tone\":\"formal\"}"})
    void aBadRequestIsRefusedWithThePointerToTheField(String body) {
        Http.Reply refused = app.post("/v1/rework", key, body);
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().path("code").asText()).isEqualTo("invalid_request");
        assertThat(refused.json().path("errors")).isNotEmpty();
    }

    @Test
    void aMillionCharactersIsTheBound() {
        String million = "Word ".repeat(200_000);
        JsonNode result = ok("rework_text", app.post("/v1/rework", key, json("text", million)));
        assertThat(result.path("characters_in").asInt()).isEqualTo(1_000_000);
        Http.Reply tooLong = app.post("/v1/rework", key, json("text", million + "x"));
        assertThat(tooLong.status()).isEqualTo(400);
        assertThat(tooLong.json().path("errors").findValuesAsText("pointer")).containsExactly("/text");
    }

    @Test
    void mcpToolsCallAnswersWhatRestAnswers() {
        String arguments = json("text", TEXT, "mode", "light");
        JsonNode rest = ok("rework_text", app.post("/v1/rework", key, arguments));
        Mcp mcp = new Mcp(app);
        for (Http.Reply reply : List.of(mcp.legacy(key, "tools/call", Mcp.call("rework_text", arguments)),
                mcp.modern(key, "tools/call", Mcp.call("rework_text", arguments)))) {
            JsonNode result = reply.json().path("result");
            assertThat(result.has("isError")).as(reply.text()).isFalse();
            assertThat(result.path("structuredContent")).isEqualTo(rest);
        }
        JsonNode bad = mcp.legacy(key, "tools/call", Mcp.call("rework_text", "{\"text\":\"x\",\"mode\":\"loud\"}"))
                .json().path("result");
        assertThat(bad.path("isError").asBoolean()).isTrue();
        assertThat(bad.path("structuredContent").path("errors").findValuesAsText("pointer")).containsExactly("/mode");
    }
}
