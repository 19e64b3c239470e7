package dev.cairn.pages;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.api.LinkPage;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class PageShellTest {
    private static final LinkPage PAGE = new LinkPage("quorum", "Quorum vote", "Your vote counts once.");

    @Test
    void aPageFillsEveryPlaceholderWithItsOwnWording() {
        String html = new String(PageShell.render(PageShell.template(), PAGE), StandardCharsets.UTF_8);
        assertThat(html).doesNotContain("{{")
                .contains("<title>Quorum vote · Cairn</title>", "<h1>Quorum vote</h1>", "data-kind=\"quorum\"",
                        "Your vote counts once.");
    }

    @Test
    void aPlaceholderWithoutAValueIsAnError() {
        assertThatThrownBy(() -> PageShell.render("<p>{{kind}} {{unknown}}</p>", PAGE))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aMissingResourceIsAnError() {
        assertThatThrownBy(() -> PageShell.resource("pages/none.html")).isInstanceOf(IllegalStateException.class);
    }
}
