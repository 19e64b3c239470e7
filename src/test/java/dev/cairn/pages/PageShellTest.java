package dev.cairn.pages;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class PageShellTest {
    @Test
    void eachKindFillsEveryPlaceholderWithItsOwnWording() {
        String template = PageShell.template();
        for (PageKind kind : PageKind.values()) {
            String html = new String(PageShell.render(template, kind), StandardCharsets.UTF_8);
            assertThat(html).doesNotContain("{{")
                    .contains("<title>" + kind.heading + " · Cairn</title>", "<h1>" + kind.heading + "</h1>",
                            "data-kind=\"" + kind.segment + "\"", kind.lead);
        }
    }

    @Test
    void kindsHaveDistinctRouteSegments() {
        assertThat(Arrays.stream(PageKind.values()).map(kind -> kind.segment))
                .containsExactly("approve", "veto", "quorum", "escalation");
    }

    @Test
    void aPlaceholderWithoutAValueIsAnError() {
        assertThatThrownBy(() -> PageShell.render("<p>{{kind}} {{unknown}}</p>", PageKind.QUORUM))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aMissingResourceIsAnError() {
        assertThatThrownBy(() -> PageShell.resource("pages/none.html")).isInstanceOf(IllegalStateException.class);
    }
}
