package dev.cairn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.api.LinkPage;
import dev.cairn.catalog.Catalog;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** What the families register besides their tools: the pages behind their links. */
class FamiliesTest {
    @Test
    void theFamiliesWithHumanLinksRegisterOnePageEach() {
        assertThat(TestCatalog.CATALOG.pages()).extracting(LinkPage::segment)
                .containsExactly("approve", "veto", "quorum", "escalation");
    }

    @Test
    void everyRegisteredPageHasItsEntryInThePageScript() throws IOException {
        String script;
        try (InputStream in = FamiliesTest.class.getResourceAsStream("/pages/page.js")) {
            script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(TestCatalog.CATALOG.pages()).allSatisfy(page ->
                assertThat(script).as("page.js kinds() has an entry for %s", page.segment())
                        .containsPattern("\\n\\s+" + page.segment() + ": \\{"));
    }

    @Test
    void aPageSegmentCannotBeRegisteredTwice() {
        Catalog.Builder catalog = Catalog.builder().page(new LinkPage("veto", "A", "a"));
        assertThatThrownBy(() -> catalog.page(new LinkPage("veto", "B", "b")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("veto");
    }
}
