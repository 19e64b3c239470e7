package dev.cairn.discovery;

import static dev.cairn.discovery.DiscoveryFixtures.LINKS;
import static dev.cairn.discovery.DiscoveryFixtures.TOOLS;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.api.Access;
import dev.cairn.catalog.ToolSpec;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class LlmsTextTest {
    private final String text = new LlmsText(TOOLS, "7.5.0").render(LINKS);

    @Test
    void followsTheLlmsTxtLayout() {
        assertThat(text).startsWith("# Cairn\n\n> ");
        assertThat(text.lines().filter(line -> line.startsWith("# "))).hasSize(1);
        assertThat(text.lines().filter(line -> line.startsWith("## ")))
                .containsExactly("## Documents", "## Tools");
    }

    @Test
    void explainsHowToCallRestAndMcp() {
        assertThat(text).contains("Version 7.5.0", LINKS.base(), LINKS.mcp(), "2025-11-25", "2026-07-28",
                "Authorization: Bearer cairn_live_...", "application/problem+json", "returns 200");
    }

    @Test
    void describesEveryTool() {
        for (ToolSpec tool : TOOLS) {
            String line = text.lines().filter(l -> l.startsWith("- [" + tool.name() + "]")).findFirst().orElseThrow();
            assertThat(line).contains("(" + LINKS.base() + tool.path() + ")", "`POST " + tool.path() + "`",
                    "MCP tool `" + tool.name() + "`", tool.description(),
                    switch (tool.access()) {
                        case OPEN -> "API key not needed (free allowance";
                        case TRIAL -> "API key needed after an anonymous trial";
                        default -> "API key required";
                    });
        }
    }

    @Test
    void everyLinkIsAbsoluteUnderTheBase() {
        Matcher links = Pattern.compile("\\]\\(([^)]*)\\)").matcher(text);
        List<String> targets = links.results().map(match -> match.group(1)).toList();
        assertThat(targets).hasSize(4 + TOOLS.size()).allMatch(url -> url.startsWith(LINKS.base() + "/"));
    }
}
