package dev.cairn.pages;

import dev.cairn.api.LinkPage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The static HTML of each kind's page: one template with the kind's fixed wording filled in. It holds no
 * record data (the script reads the id from the path and the token from the fragment), so one rendering
 * per kind serves every link.
 */
final class PageShell {
    static final String TEMPLATE = "pages/shell.html";

    private PageShell() {
    }

    static byte[] render(String template, LinkPage page) {
        Map<String, String> values = Map.of(
                "{{kind}}", page.segment(),
                "{{heading}}", page.heading(),
                "{{lead}}", page.lead());
        String html = template;
        for (Map.Entry<String, String> value : values.entrySet()) {
            html = html.replace(value.getKey(), value.getValue());
        }
        if (html.contains("{{")) {
            throw new IllegalStateException(TEMPLATE + " has a placeholder with no value");
        }
        return html.getBytes(StandardCharsets.UTF_8);
    }

    static String template() {
        return new String(resource(TEMPLATE), StandardCharsets.UTF_8);
    }

    static byte[] resource(String path) {
        try (InputStream in = PageShell.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is missing from the classpath");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
