package dev.cairn.discovery;

import static dev.cairn.discovery.DiscoveryFixtures.LINKS;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Access;
import dev.cairn.api.Json;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.mcp.McpVersions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OpenApiDocumentTest {
    private final List<Operation<?>> operations = DiscoveryFixtures.operations();
    private final JsonNode document = DiscoveryFixtures.openApi().render(LINKS);

    /** Every operation object in the document, as {@code <METHOD> <path>}. */
    private Map<String, JsonNode> operationsByRoute() {
        Map<String, JsonNode> found = new LinkedHashMap<>();
        document.path("paths").fields().forEachRemaining(path -> path.getValue().fields().forEachRemaining(
                method -> found.put(method.getKey().toUpperCase() + " " + path.getKey(), method.getValue())));
        return found;
    }

    @Test
    void isOpenApi310ForThisVersionServedFromTheBase() {
        assertThat(document.path("openapi").asText()).isEqualTo("3.1.0");
        assertThat(document.at("/info/title").asText()).isEqualTo("Cairn");
        assertThat(document.at("/info/version").asText()).isEqualTo("7.5.0");
        assertThat(document.at("/info/description").asText())
                .contains(LINKS.mcp(), "Authorization: Bearer cairn_live_");
        assertThat(document.path("servers")).hasSize(1);
        assertThat(document.at("/servers/0/url").asText()).isEqualTo(LINKS.base());
        assertThat(document.at("/components/securitySchemes/bearer/type").asText()).isEqualTo("http");
        assertThat(document.at("/components/securitySchemes/bearer/scheme").asText()).isEqualTo("bearer");
        assertThat(document.at("/components/schemas/Problem/properties").fieldNames())
                .toIterable().containsExactly("type", "title", "status", "detail", "code", "errors");
    }

    @Test
    void everyCatalogToolIsAPostRouteWithItsSchemasAndItsExample() {
        for (Operation<?> operation : operations) {
            ToolSpec tool = operation.spec();
            JsonNode post = document.path("paths").path(tool.path()).path("post");
            assertThat(post.path("operationId").asText()).isEqualTo(tool.name());
            assertThat(post.path("summary").asText()).isEqualTo(tool.title());
            assertThat(post.path("description").asText()).isEqualTo(tool.description());
            assertThat(post.path("tags")).extracting(JsonNode::asText).containsExactly("actions");
            JsonNode body = post.at("/requestBody");
            assertThat(body.path("required").asBoolean()).isTrue();
            assertThat(body.at("/content/application~1json/schema")).isEqualTo(operation.inputSchema());
            assertThat(body.at("/content/application~1json/examples/" + tool.name() + "/value"))
                    .isEqualTo(operation.inputSchema().at("/examples/0")).isNotEmpty();
            assertThat(post.at("/responses/200/content/application~1json/schema")).isEqualTo(operation.outputSchema());
            assertThat(post.path("responses").fieldNames()).toIterable()
                    .containsExactly("200", "400", "401", "413", "422", "429", "500", "503");
            assertThat(post.at("/x-mcp-annotations/readOnlyHint").asBoolean()).isEqualTo(tool.hints().readOnly());
            assertThat(post.at("/x-mcp-annotations/idempotentHint").asBoolean()).isEqualTo(tool.hints().idempotent());
        }
    }

    @Test
    void openToolsAcceptNoKeyOrAKeyAndSubscriptionToolsNeedOne() throws Exception {
        JsonNode optional = Json.MAPPER.readTree("[{}, {\"bearer\": []}]");
        JsonNode required = Json.MAPPER.readTree("[{\"bearer\": []}]");
        for (Operation<?> operation : operations) {
            assertThat(document.path("paths").path(operation.spec().path()).at("/post/security"))
                    .as(operation.spec().name())
                    .isEqualTo(operation.spec().access() == Access.OPEN ? optional : required);
        }
        assertThat(document.at("/paths/~1mcp/post/security")).isEqualTo(optional);
    }

    @Test
    void theDiscoveryDocumentsArePublicGetsWithTheirContentTypes() {
        Map<String, String> types = Map.of(Links.OPENAPI, "application/json", Links.AGENTS, "application/json",
                Links.LLMS_TXT, "text/plain", Links.HEALTH, "application/json", Links.X402, "application/json");
        types.forEach((path, type) -> {
            JsonNode get = document.path("paths").path(path).path("get");
            assertThat(get.path("security").isArray()).as(path).isTrue();
            assertThat(get.path("security")).as(path).isEmpty();
            assertThat(get.at("/responses/200/content").has(type)).as(path).isTrue();
            assertThat(get.path("tags")).extracting(JsonNode::asText).containsExactly("discovery");
        });
        assertThat(document.at("/paths/~1health/get/responses/503/content/application~1json/examples/degraded"
                + "/value/status").asText()).isEqualTo("degraded");
    }

    @Test
    void mcpIsOnePostAndRefusesGetAndDelete() {
        JsonNode mcp = document.path("paths").path(McpVersions.PATH);
        assertThat(mcp.fieldNames()).toIterable().containsExactly("post", "get", "delete");
        assertThat(mcp.at("/post/responses").fieldNames()).toIterable()
                .contains("200", "202", "400", "403", "404");
        assertThat(mcp.at("/post/parameters/0/name").asText()).isEqualTo("MCP-Protocol-Version");
        assertThat(mcp.at("/post/parameters/0/schema/enum")).extracting(JsonNode::asText)
                .containsExactlyElementsOf(McpVersions.ALL);
        assertThat(mcp.at("/post/requestBody/content/application~1json/examples/tools_call/value/params/name")
                .asText()).isEqualTo(operations.get(0).spec().name());
        assertThat(mcp.at("/get/responses/405/$ref").asText()).isEqualTo("#/components/responses/MethodNotAllowed");
        assertThat(mcp.at("/delete/responses/405/$ref").asText()).isEqualTo("#/components/responses/MethodNotAllowed");
    }

    @Test
    void operationIdsAreUnique() {
        List<String> ids = operationsByRoute().values().stream().map(op -> op.path("operationId").asText()).toList();
        assertThat(ids).doesNotHaveDuplicates().doesNotContain("");
    }

    @Test
    void everyOperationHasAnExample() {
        operationsByRoute().forEach((route, operation) -> {
            List<JsonNode> mediaTypes = new ArrayList<>();
            operation.at("/requestBody/content").forEach(mediaTypes::add);
            operation.path("responses").forEach(response -> resolve(response).path("content").forEach(mediaTypes::add));
            assertThat(mediaTypes).as(route).anyMatch(media -> !media.path("examples").isEmpty());
        });
    }

    @Test
    void everyReferenceResolvesWithinTheDocument() {
        List<DiscoveryFixtures.Text> refs = DiscoveryFixtures.strings(document).stream()
                .filter(text -> text.pointer().endsWith("/$ref")).toList();
        assertThat(refs).isNotEmpty();
        refs.forEach(ref -> {
            assertThat(ref.value()).startsWith("#/components/");
            assertThat(document.at(ref.value().substring(1)).isMissingNode()).as(ref.value()).isFalse();
        });
    }

    @Test
    void everyUrlButTheSchemaDialectIsAbsoluteUnderTheBase() {
        List<String> urls = DiscoveryFixtures.strings(document).stream()
                .filter(text -> !text.pointer().endsWith("/$schema"))
                .flatMap(text -> DiscoveryFixtures.urls(text.value()).stream()).toList();
        assertThat(urls).hasSizeGreaterThan(8).allMatch(url -> url.startsWith(LINKS.base()));
    }

    @Test
    void renderingForOneBaseLeavesNoTraceInAnother() {
        OpenApiDocument openApi = DiscoveryFixtures.openApi();
        String first = openApi.render(new Links("http://one.test:8080")).toString();
        String second = openApi.render(new Links("https://two.test")).toString();
        assertThat(first).doesNotContain("two.test");
        assertThat(second).doesNotContain("one.test");
    }

    private JsonNode resolve(JsonNode node) {
        return node.has("$ref") ? document.at(node.path("$ref").asText().substring(1)) : node;
    }
}
