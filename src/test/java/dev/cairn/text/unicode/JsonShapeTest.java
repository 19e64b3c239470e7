package dev.cairn.text.unicode;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import org.junit.jupiter.api.Test;

/** The records serialize as they are with a snake_case mapper (the wiring adds no annotations). */
class JsonShapeTest {
    private final ObjectMapper mapper = new ObjectMapper()
        .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);

    @Test
    void inspectionAndScrubResultSerializeWithSnakeCaseNames() throws Exception {
        String text = "Hi" + TextInspectorTest.tags("x") + " p\u0430ypal.com \uD800";
        JsonNode inspection = mapper.readTree(mapper.writeValueAsString(TextInspector.inspect(text)));
        assertThat(inspection.fieldNames()).toIterable().containsExactly("findings", "truncated", "summary",
            "normalization");
        JsonNode finding = inspection.get("findings").get(0);
        assertThat(finding.fieldNames()).toIterable().containsExactly("category", "severity", "offset", "length",
            "line", "column", "code_points", "names", "explanation", "decoded", "skeleton");
        assertThat(finding.get("decoded").asText()).isEqualTo("x");
        assertThat(inspection.get("summary").fieldNames()).toIterable().containsExactly("finding_count",
            "counts_by_category", "scripts", "highest_severity", "restriction_level");
        assertThat(inspection.get("summary").get("counts_by_category").fieldNames()).toIterable()
            .containsExactly("confusable", "lone_surrogate", "tag_character");
        JsonNode scrub = mapper.readTree(mapper.writeValueAsString(Scrubber.scrub(text, ScrubMode.STANDARD)));
        assertThat(scrub.fieldNames()).toIterable().containsExactly("text", "changed", "removed", "replaced");
        assertThat(scrub.get("text").asText()).isEqualTo("Hi p\u0430ypal.com \uFFFD");
    }
}
