package dev.cairn.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Each input schema carries one example request (shown in OpenAPI), and it passes the schema. */
class SchemaExamplesTest {
    static Stream<String> tools() throws IOException {
        return SchemasTest.inputSchemas().map(file -> file.replace(".json", ""));
    }

    @ParameterizedTest
    @MethodSource("tools")
    void theExampleIsAValidRequest(String tool) {
        Schemas.Pair schemas = Schemas.load(tool);
        JsonNode examples = schemas.input().path("examples");
        assertThat(examples.isArray()).as(tool + " has an examples array").isTrue();
        assertThat(examples).as(tool).hasSize(1);
        assertThatCode(() -> schemas.validateInput(examples.get(0))).as(tool).doesNotThrowAnyException();
    }
}
