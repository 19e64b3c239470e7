package dev.cairn.mcp;

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
        return Origins.parse(origin).map(uri -> LOOPBACK_HOSTS.contains(uri.getHost())).orElse(false);
    }
}
