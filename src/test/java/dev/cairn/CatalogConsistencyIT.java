package dev.cairn;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The catalog is the one source of truth: every operation appears, with the same schemas, in the REST
 * routes, MCP tools/list (both eras), /openapi.json, /agents.json and /llms.txt of a running service.
 */
public class CatalogConsistencyIT extends SharedAppTest {
    private static final Catalog CATALOG = TestCatalog.CATALOG;


    Mcp mcp = new Mcp(app);

    @Test
    void everyOperationIsAnMcpToolInCatalogOrderWithTheRestSchemas() {
        for (Http.Reply reply : List.of(mcp.legacy(null, "tools/list", null), mcp.modern(null, "tools/list", null))) {
            JsonNode tools = reply.json().at("/result/tools");
            assertThat(TestCatalog.names(tools)).containsExactlyElementsOf(TestCatalog.toolNames());
            for (int i = 0; i < tools.size(); i++) {
                Operation<?> operation = CATALOG.tools().get(i);
                assertThat(tools.get(i).path("inputSchema")).isEqualTo(operation.inputSchema())
                        .isEqualTo(ToolSchemas.input(operation.spec().name()));
                assertThat(tools.get(i).path("outputSchema")).isEqualTo(operation.outputSchema());
                assertThat(tools.get(i).path("description").asText()).isEqualTo(operation.spec().description());
            }
        }
    }

    @Test
    void everyOperationIsAnOpenApiPostWithTheSameSchemas() {
        JsonNode paths = Http.get(app.url("/openapi.json")).json().path("paths");
        for (Operation<?> operation : CATALOG.operations()) {
            JsonNode post = paths.path(operation.spec().path()).path("post");
            assertThat(post.path("operationId").asText()).isEqualTo(operation.spec().name());
            assertThat(post.at("/requestBody/content/application~1json/schema")).isEqualTo(operation.inputSchema());
            assertThat(post.at("/responses/200/content/application~1json/schema")).isEqualTo(operation.outputSchema());
        }
        long restRoutes = 0;
        for (var path = paths.fieldNames(); path.hasNext(); ) {
            restRoutes += path.next().startsWith("/v1/") ? 1 : 0;
        }
        assertThat(restRoutes).isEqualTo(CATALOG.operations().size());
    }

    @Test
    void everyOperationIsInTheAgentManifestAndInLlmsTxt() {
        JsonNode agents = Http.get(app.url("/agents.json")).json();
        assertThat(TestCatalog.names(agents.path("tools"))).containsExactlyElementsOf(TestCatalog.toolNames());
        String llms = Http.get(app.url("/llms.txt")).text();
        for (Operation<?> operation : CATALOG.tools()) {
            assertThat(llms).contains("[" + operation.spec().name() + "](" + app.url(operation.spec().path()) + ")");
        }
    }

    @Test
    void thePublicBearerEndpointsAreRestRoutesButNotMcpTools() {
        List<String> publicNames = CATALOG.operations().stream().filter(operation -> !operation.isTool())
                .map(operation -> operation.spec().name()).toList();
        assertThat(publicNames).contains("approval_public_get", "approval_public_decide", "challenge_public_get",
                "challenge_public_veto");
        for (Http.Reply reply : List.of(mcp.legacy(null, "tools/list", null), mcp.modern(null, "tools/list", null))) {
            assertThat(TestCatalog.names(reply.json().at("/result/tools"))).doesNotContainAnyElementsOf(publicNames);
        }
        assertThat(TestCatalog.names(Http.get(app.url("/agents.json")).json().path("tools"))).doesNotContainAnyElementsOf(publicNames);
    }

    @Test
    void everyOperationIsARestRoute() {
        for (Operation<?> operation : CATALOG.operations()) {
            // an empty object fails every schema with a required member, so the route answers with its own
            // validation problem; a tool whose members are all optional (create_signal) runs
            Http.Reply reply = app.post(operation.spec().path(), key, "{}");
            if (operation.inputSchema().path("required").isEmpty()) {
                assertThat(reply.status()).as(operation.spec().name()).isEqualTo(200);
                continue;
            }
            assertThat(reply.status()).as(operation.spec().name()).isEqualTo(400);
            assertThat(reply.json().path("code").asText()).isEqualTo("invalid_request");
        }
    }
}
