package dev.cairn.discovery;

import static dev.cairn.discovery.DiscoveryFixtures.LINKS;
import static dev.cairn.discovery.DiscoveryFixtures.TOOLS;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Access;
import dev.cairn.api.Json;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.mcp.McpVersions;
import org.junit.jupiter.api.Test;

class AgentManifestTest {
    private final JsonNode manifest = Json.MAPPER.valueToTree(new AgentManifest(TOOLS, "7.5.0").render(LINKS));

    @Test
    void namesTheServiceAndEveryEndpointByAbsoluteUrl() {
        assertThat(manifest.path("name").asText()).isEqualTo("cairn");
        assertThat(manifest.path("version").asText()).isEqualTo("7.5.0");
        assertThat(manifest.path("description").asText()).isNotBlank();
        assertThat(manifest.path("endpoints").fieldNames()).toIterable()
                .containsExactly("rest", "mcp", "openapi", "agents", "llms_txt", "health", "x402");
        assertThat(manifest.at("/endpoints/rest").asText()).isEqualTo("https://cairn.example.com");
        assertThat(manifest.at("/endpoints/x402").asText()).isEqualTo("https://cairn.example.com/.well-known/x402");
        assertThat(manifest.at("/endpoints/llms_txt").asText()).isEqualTo("https://cairn.example.com/llms.txt");
        assertThat(DiscoveryFixtures.strings(manifest).stream()
                .flatMap(text -> DiscoveryFixtures.urls(text.value()).stream()))
                .hasSize(7 + 1 + TOOLS.size()).allMatch(url -> url.startsWith(LINKS.base()));
    }

    @Test
    void describesMcpAndAuthentication() {
        assertThat(manifest.at("/mcp/url").asText()).isEqualTo("https://cairn.example.com/mcp");
        assertThat(manifest.at("/mcp/transport").asText()).isEqualTo("streamable-http");
        assertThat(manifest.at("/mcp/protocol_versions")).extracting(JsonNode::asText)
                .containsExactlyElementsOf(McpVersions.ALL);
        assertThat(manifest.at("/auth/header").asText()).isEqualTo("Authorization: Bearer cairn_live_...");
        assertThat(manifest.at("/auth/discovery_is_public").asBoolean()).isTrue();
        assertThat(manifest.at("/auth/key_required_for")).extracting(JsonNode::asText).containsExactlyElementsOf(
                TOOLS.stream().filter(tool -> tool.access() == Access.SUBSCRIPTION).map(ToolSpec::name).toList());
    }

    @Test
    void listsEveryToolInCatalogOrder() {
        assertThat(manifest.path("tools")).hasSize(TOOLS.size());
        for (int i = 0; i < TOOLS.size(); i++) {
            ToolSpec tool = TOOLS.get(i);
            JsonNode entry = manifest.path("tools").get(i);
            assertThat(entry.path("name").asText()).isEqualTo(tool.name());
            assertThat(entry.path("mcp_name").asText()).isEqualTo(tool.name());
            assertThat(entry.path("title").asText()).isEqualTo(tool.title());
            assertThat(tool.description()).startsWith(entry.path("description").asText());
            assertThat(entry.path("description").asText()).endsWith(".");
            assertThat(entry.at("/rest/method").asText()).isEqualTo("POST");
            assertThat(entry.at("/rest/path").asText()).isEqualTo(tool.path());
            assertThat(entry.at("/rest/url").asText()).isEqualTo(LINKS.base() + tool.path());
            assertThat(entry.path("needs_api_key").asBoolean()).isEqualTo(tool.access() == Access.SUBSCRIPTION);
            assertThat(entry.path("read_only").asBoolean()).isEqualTo(tool.hints().readOnly());
        }
    }
}
