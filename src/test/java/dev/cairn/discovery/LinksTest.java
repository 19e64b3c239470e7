package dev.cairn.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LinksTest {
    private static final URI REQUEST_BASE = URI.create("http://127.0.0.1:8080/");

    @Test
    void theConfiguredPublicBaseUrlWins() {
        Links links = Links.of(Optional.of(URI.create("https://cairn.example.com")), REQUEST_BASE);
        assertThat(links.base()).isEqualTo("https://cairn.example.com");
        assertThat(links.mcp()).isEqualTo("https://cairn.example.com/mcp");
    }

    @Test
    void withoutOneTheRequestsOwnBaseIsUsedWithoutItsTrailingSlash() {
        Links links = Links.of(Optional.empty(), REQUEST_BASE);
        assertThat(links.base()).isEqualTo("http://127.0.0.1:8080");
        assertThat(links.url(Links.X402)).isEqualTo("http://127.0.0.1:8080/.well-known/x402");
    }

    @Test
    void aBaseUrlWithAPathKeepsIt() {
        Links links = Links.of(Optional.of(URI.create("https://example.com/cairn")), REQUEST_BASE);
        assertThat(links.url(Links.OPENAPI)).isEqualTo("https://example.com/cairn/openapi.json");
    }
}
