package dev.cairn.api;

import java.net.URI;
import java.net.URISyntaxException;

/** The configured addresses Cairn builds links on or connects to: absolute http(s), nothing after the path. */
public final class HttpUrls {
    private HttpUrls() {
    }

    /** {@code text} (a well-formed base, see {@link #isBase}) as a URI without surrounding blanks or a trailing slash. */
    public static URI base(String text) {
        String trimmed = text.trim();
        return URI.create(trimmed.endsWith("/") ? trimmed.substring(0, trimmed.length() - 1) : trimmed);
    }

    /** Whether {@code text} is an absolute http(s) URL with a host and no user info, query or fragment. */
    public static boolean isBase(String text) {
        try {
            URI uri = new URI(text.trim());
            return ("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null
                    && uri.getRawQuery() == null && uri.getRawFragment() == null && uri.getRawUserInfo() == null;
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
