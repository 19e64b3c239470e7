package dev.cairn;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Json;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.text.rework.Rework;
import dev.cairn.text.rework.ReworkMode;
import dev.cairn.text.rework.Reworker;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** rework_text's answer from the engine's rework: the figures as the engine gave them, every class listed. */
class ReworkAnswerTest {
    private static final Rework REWORK = new Rework("Because it rained, we stayed.", ReworkMode.DEEP, 31, 29, 40, 100,
            Map.of("clause_fronting", 1, "synonym", 2), Map.of("numbers", new Rework.Protection(3, 2)),
            List.of("a sentence was reverted"));

    @Test
    void theEngineFiguresPassThroughUnderTheSpecNames() {
        JsonNode answer = Json.MAPPER.valueToTree(ToolBindings.answer(REWORK));
        assertThat(answer.path("brand").asText()).isEqualTo("cairn");
        assertThat(answer.path("engine_version").asText()).isEqualTo(Reworker.ENGINE_VERSION);
        assertThat(answer.path("reworked_text").asText()).isEqualTo(REWORK.reworkedText());
        assertThat(answer.path("mode").asText()).isEqualTo("deep");
        assertThat(answer.path("characters_in").asInt()).isEqualTo(31);
        assertThat(answer.path("characters_out").asInt()).isEqualTo(29);
        assertThat(answer.path("wording_change_percent").asInt()).isEqualTo(40);
        assertThat(answer.path("structural_change_percent").asInt()).isEqualTo(100);
        assertThat(answer.at("/transformations/clause_fronting").asInt()).isEqualTo(1);
        assertThat(answer.at("/transformations/synonym").asInt()).isEqualTo(2);
        assertThat(answer.at("/protected/numbers/found").asInt()).isEqualTo(3);
        assertThat(answer.at("/protected/numbers/preserved").asInt()).isEqualTo(2);
        assertThat(answer.path("warnings").get(0).asText()).isEqualTo("a sentence was reverted");
        assertThat(answer.has("protected_items")).isFalse();
    }

    @Test
    void aTransformationOrClassTheEngineDidNotReportIsZero() {
        JsonNode answer = Json.MAPPER.valueToTree(ToolBindings.answer(REWORK));
        assertThat(answer.at("/transformations/sentence_split").isInt()).isTrue();
        assertThat(answer.at("/transformations/sentence_split").asInt()).isZero();
        assertThat(answer.at("/protected/urls/found").isInt()).isTrue();
        assertThat(answer.at("/protected/urls/found").asInt()).isZero();
        assertThat(answer.at("/protected/non_english/preserved").asInt()).isZero();
        assertThat(ToolSchemas.outputErrors("rework_text", answer)).isEmpty();
    }
}
