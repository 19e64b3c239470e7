package dev.cairn.discovery;

import static dev.cairn.discovery.DiscoveryFixtures.LINKS;
import static dev.cairn.discovery.DiscoveryFixtures.TOOLS;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.mcp.McpVersions;
import java.util.List;
import org.junit.jupiter.api.Test;

class ServerCardTest {
    private final JsonNode card = new ServerCard(TOOLS, "7.5.0").render(LINKS);

    @Test
    void isASep2127CardOfThisVersionWithOneStreamableHttpRemote() {
        assertThat(card.path("$schema").asText())
                .isEqualTo("https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json");
        assertThat(card.path("name").asText()).matches("[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+");
        assertThat(card.path("version").asText()).isEqualTo("7.5.0");
        assertThat(card.path("description").asText()).hasSizeBetween(1, 100);
        assertThat(card.path("websiteUrl").asText()).isEqualTo(LINKS.base());
        assertThat(card.path("remotes")).hasSize(1);
        JsonNode remote = card.path("remotes").get(0);
        assertThat(remote.path("type").asText()).isEqualTo("streamable-http");
        assertThat(remote.path("url").asText()).isEqualTo("https://cairn.example.com/mcp");
        assertThat(remote.path("supportedProtocolVersions")).extracting(JsonNode::asText)
                .containsExactlyElementsOf(McpVersions.ALL).containsExactly("2025-11-25", "2026-07-28");
    }

    @Test
    void theAuthorizationHeaderIsASecretThatTheFreeToolsDoNotNeed() {
        JsonNode header = card.at("/remotes/0/headers/0");
        assertThat(header.path("name").asText()).isEqualTo("Authorization");
        assertThat(header.path("isRequired").isBoolean()).isTrue();
        assertThat(header.path("isRequired").asBoolean()).isFalse();
        assertThat(header.path("isSecret").asBoolean()).isTrue();
        assertThat(card.at("/remotes/0/headers")).hasSize(1);
    }

    @Test
    void listsEveryToolByNameAndTitleInCatalogOrderAndNoResourcesOrPrompts() {
        assertThat(card.path("tools")).hasSize(TOOLS.size());
        for (int i = 0; i < TOOLS.size(); i++) {
            ToolSpec tool = TOOLS.get(i);
            assertThat(card.path("tools").get(i).fieldNames()).toIterable().containsExactly("name", "title");
            assertThat(card.path("tools").get(i).path("name").asText()).isEqualTo(tool.name());
            assertThat(card.path("tools").get(i).path("title").asText()).isEqualTo(tool.title());
        }
        assertThat(card.path("resources").isArray()).isTrue();
        assertThat(card.path("resources")).isEmpty();
        assertThat(card.path("prompts")).isEmpty();
        assertThat(List.of(Links.SERVER_CARD, Links.WELL_KNOWN_SERVER_CARD))
                .containsExactly("/mcp/server-card", "/.well-known/mcp/server-card.json");
    }
}
