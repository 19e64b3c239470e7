package dev.cairn.mcp;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;

/** Web origins as browsers send them: {@code http(s)://host[:port]} and nothing more. */
final class Origins {
    private Origins() {
    }

    static Optional<URI> parse(String origin) {
        try {
            URI uri = new URI(origin);
            boolean web = "http".equals(uri.getScheme()) || "https".equals(uri.getScheme());
            boolean bare = uri.getRawPath().isEmpty() && uri.getRawQuery() == null && uri.getRawFragment() == null
                    && uri.getRawUserInfo() == null;
            return web && bare && uri.getHost() != null ? Optional.of(uri) : Optional.empty();
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }
}
