package dev.cairn.mcp;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which browser origins may call {@code /mcp}: loopback origins (a local client's own page) and the
 * configured ones. A request without {@code Origin} does not come from a web page and passes.
 */
final class OriginPolicy {
    private static final Set<String> LOOPBACK_HOSTS = Set.of("localhost", "127.0.0.1", "[::1]");

    private final List<String> allowed;

    OriginPolicy(List<String> allowed) {
        this.allowed = List.copyOf(allowed);
    }

    boolean admits(String origin) {
        if (origin == null) {
            return true;
        }
        String normalized = origin.strip().toLowerCase(Locale.ROOT);
        return allowed.contains(normalized) || isLoopback(normalized);
    }

    private static boolean isLoopback(String origin) {
        try {
            URI uri = new URI(origin);
            return ("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))
                    && uri.getHost() != null && LOOPBACK_HOSTS.contains(uri.getHost())
                    && uri.getRawPath().isEmpty() && uri.getRawUserInfo() == null;
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
