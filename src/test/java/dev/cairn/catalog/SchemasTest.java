package dev.cairn.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Json;
import dev.cairn.api.ProblemException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The shipped tool schemas, after their shared definitions are inlined. */
class SchemasTest {
    private static final Path DIR = Path.of("src/main/resources/schemas");
    private static final String DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";

    private static JsonNode read(Path file) {
        try {
            return Json.MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<String> schemaFiles() throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            List<String> names = files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".json") && !n.equals("shared.json"))
                    .sorted()
                    .toList();
            assertThat(names).isNotEmpty();
            return names.stream();
        }
    }

    static Stream<String> inputSchemas() throws IOException {
        return schemaFiles().filter(n -> !n.endsWith(".output.json"));
    }

    static Stream<String> outputSchemas() throws IOException {
        return schemaFiles().filter(n -> n.endsWith(".output.json"));
    }

    static Stream<String> toolNames() {
        return dev.cairn.TestCatalog.operationNames().stream();
    }

    /**
     * Every integer a request may carry is bounded on both sides, within what every JSON peer and Lua hold
     * exactly: ±(2^53−1). A value past a field's bounds is then a 400 that names the bounds, never a binding
     * failure.
     */
    @ParameterizedTest
    @MethodSource("inputSchemas")
    void everyIntegerIsBoundedWithinTheSafeRange(String file) {
        long safe = (1L << 53) - 1;
        for (IntegerFields.Field field : IntegerFields.of(Schemas.load(file.replace(".json", "")).input())) {
            assertThat(field.schema().has("minimum") && field.schema().has("maximum"))
                    .as(file + " " + field.pointer() + " states minimum and maximum").isTrue();
            assertThat(field.schema().get("minimum").asLong()).as(file + field.pointer()).isBetween(-safe, safe);
            assertThat(field.schema().get("maximum").asLong()).as(file + field.pointer()).isBetween(-safe, safe);
            assertThat(field.schema().get("maximum").isIntegralNumber()).as(file + field.pointer()).isTrue();
        }
    }

    /** Every JSON pointer in {@code node} at which an object has a {@code $ref} member. */
    private static List<String> refs(JsonNode node, String at) {
        List<String> found = new ArrayList<>();
        if (node.isObject()) {
            if (node.has("$ref")) {
                found.add(at.isEmpty() ? "/" : at);
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                found.addAll(refs(field.getValue(), at + "/" + field.getKey()));
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                found.addAll(refs(node.get(i), at + "/" + i));
            }
        }
        return found;
    }

    @ParameterizedTest
    @MethodSource("schemaFiles")
    void noRefRemainsAfterInlining(String file) {
        assertThat(refs(Schemas.inline(read(DIR.resolve(file))), "")).as(file).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("schemaFiles")
    void inliningLeavesTheFileItselfUnchanged(String file) {
        JsonNode raw = read(DIR.resolve(file));
        JsonNode copy = raw.deepCopy();
        Schemas.inline(raw);
        assertThat(raw).isEqualTo(copy);
    }

    @ParameterizedTest
    @MethodSource("inputSchemas")
    void inputSchemasAreClosed2020_12Objects(String file) {
        JsonNode schema = Schemas.inline(read(DIR.resolve(file)));
        assertThat(schema.path("$schema").asText()).isEqualTo(DRAFT_2020_12);
        assertThat(schema.path("type").asText()).isEqualTo("object");
        assertThat(schema.path("additionalProperties").isBoolean()).as(file).isTrue();
        assertThat(schema.path("additionalProperties").booleanValue()).as(file).isFalse();
        assertThat(schema.path("required").isArray()).isTrue();
        schema.path("required").forEach(name ->
                assertThat(schema.path("properties").has(name.asText())).as(file + " requires " + name).isTrue());
        schema.path("properties").forEach(property ->
                assertThat(property.has("type")).as(file + ": every property is typed after inlining").isTrue());
    }

    @ParameterizedTest
    @MethodSource("outputSchemas")
    void outputSchemasDescribeObjects(String file) {
        JsonNode schema = Schemas.inline(read(DIR.resolve(file)));
        assertThat(schema.path("type").asText()).as(file).isEqualTo("object");
        assertThat(schema.path("$schema").asText()).isEqualTo(DRAFT_2020_12);
    }

    @ParameterizedTest
    @MethodSource("toolNames")
    void everyCatalogToolHasBothSchemasAndTheyCompile(String tool) {
        assertThat(DIR.resolve(tool + ".json")).exists();
        assertThat(DIR.resolve(tool + ".output.json")).exists();
        Schemas.Pair pair = Schemas.load(tool);
        assertThat(refs(pair.input(), "")).isEmpty();
        assertThat(refs(pair.output(), "")).isEmpty();
    }

    @Test
    void everySchemaFileBelongsToACatalogTool() throws IOException {
        List<String> tools = toolNames().toList();
        assertThat(schemaFiles().map(n -> n.replace(".output.json", "").replace(".json", "")).distinct())
                .containsExactlyInAnyOrderElementsOf(tools);
    }

    @Test
    void anUnknownSharedDefinitionIsRefused() throws IOException {
        JsonNode schema = Json.MAPPER.readTree("{\"properties\":{\"x\":{\"$ref\":\"shared.json#/$defs/no_such_def\"}}}");
        assertThatThrownBy(() -> Schemas.inline(schema))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no_such_def");
    }

    @Test
    void membersBesideASharedReferenceJoinItsDefinition() throws IOException {
        JsonNode schema = Json.MAPPER.readTree(
                "{\"properties\":{\"id\":{\"$ref\":\"shared.json#/$defs/control_id\",\"description\":\"Mine.\"}}}");
        JsonNode id = Schemas.inline(schema).path("properties").path("id");
        assertThat(id.path("description").asText()).isEqualTo("Mine.");
        assertThat(id.path("maxLength").asInt()).isEqualTo(100);
        assertThat(id.has("$ref")).isFalse();
    }

    /**
     * The fields every family shares are the shared definitions, not copies that drift (spec §2 digests, the
     * link token's 16..128, record ids, control ids, titles, operations): by the property's name.
     */
    @ParameterizedTest
    @MethodSource("inputSchemas")
    void everySharedFieldARequestCarriesIsItsSharedDefinition(String file) {
        read(DIR.resolve(file)).findParents("properties").forEach(parent ->
                parent.get("properties").fields().forEachRemaining(property -> {
                    String shared = sharedDefinition(property.getKey());
                    if (shared != null) {
                        assertThat(property.getValue().path("$ref").asText()).as(file + " " + property.getKey())
                                .isEqualTo("shared.json#/$defs/" + shared);
                    }
                }));
    }

    private static String sharedDefinition(String property) {
        if (property.endsWith("_fingerprint")) {
            return "digest";
        }
        return switch (property) {
            case "token" -> "link_token";
            case "approval_id", "challenge_id", "quorum_id", "escalation_id", "inbox_id" -> "record_id";
            case "control_id", "title", "operation" -> property;
            default -> null;
        };
    }

    @Test
    void nestedSharedReferencesAreInlinedToo() {
        // lock_view refers to timestamp, which must be resolved as well
        JsonNode output = Schemas.load("check_action").output();
        JsonNode lockedAt = output.path("allOf").path(0).path("properties").path("locked_at");
        assertThat(lockedAt.path("type")).hasSize(2);
        assertThat(lockedAt.has("$ref")).isFalse();
    }

    @Test
    void theCompiledInputSchemaReportsPointersToTheField() throws IOException {
        Schemas.Pair pair = Schemas.load("lock_action");
        JsonNode body = Json.MAPPER.readTree("{\"lock_ttl_seconds\":29,\"extra\":true}");
        assertThatThrownBy(() -> pair.validateInput(body))
                .isInstanceOfSatisfying(ProblemException.class, e -> {
                    assertThat(e.problem().status()).isEqualTo(400);
                    assertThat(e.problem().code()).isEqualTo("invalid_request");
                    assertThat(e.problem().errors()).extracting(error -> error.pointer())
                            .containsExactlyInAnyOrder("/key", "/lock_ttl_seconds", "/extra");
                });
    }

    @Test
    void aRealResultConformsToItsOutputSchema() throws IOException {
        Schemas.Pair pair = Schemas.load("fingerprint_action");
        JsonNode result = Json.MAPPER.readTree("{\"brand\":\"cairn\",\"action_fingerprint\":\"sha256:" + "a".repeat(64)
                + "\",\"idempotency_key\":\"cairn_action_" + "a".repeat(64) + "\",\"algorithm\":\"sha256\","
                + "\"canonicalization\":\"x\",\"canonical_bytes\":47,\"notice\":\"n\"}");
        assertThat(pair.outputErrors(result)).isEmpty();
        JsonNode wrong = Json.MAPPER.readTree("{\"brand\":\"other\",\"notice\":\"n\"}");
        assertThat(pair.outputErrors(wrong)).extracting(error -> error.pointer()).contains("/brand", "/algorithm");
    }
}
