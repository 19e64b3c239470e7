package dev.cairn.http;

import dev.cairn.testing.Sentinels;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Random;

/**
 * The HTTP side of a fuzz request: odd methods, path and query variants (trailing and double slashes,
 * percent-encoding, dot segments, matrix parameters, long paths) and header variants (Content-Type,
 * Accept, Authorization forms and more). Each variant that can carry text carries a fresh sentinel.
 */
final class FuzzHttp {
    static final String[] METHODS = {"GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "FOO",
            "post", "M-SEARCH", "CONNECT", "QUERY"};

    private final Random random;
    private final Sentinels sentinels;
    private final String route;

    FuzzHttp(Random random, Sentinels sentinels, String route) {
        this.random = random;
        this.sentinels = sentinels;
        this.route = route;
    }

    private String mint(String kind) {
        return sentinels.mint(kind + " @ " + route);
    }

    String method() {
        return METHODS[random.nextInt(METHODS.length)];
    }

    /** A variant of {@code path}; element 0 is the kind of variant, element 1 the request target. */
    String[] path(String path) {
        String s = mint("path");
        int cut = path.lastIndexOf('/');
        String[][] variants = {
                {"trailing slash", path + "/"},
                {"double slash", "/" + path},
                {"doubled slashes", path.replace("/", "//")},
                {"percent-encoded character", encodeOne(path)},
                {"percent-encoded slash", path.substring(0, cut) + "%2F" + path.substring(cut + 1)},
                {"percent-encoded NUL", path + "%00" + s},
                {"invalid percent-encoding", path + "%ZZ" + s},
                {"overlong UTF-8 percent-encoding", path.substring(0, cut) + "%C0%AF" + path.substring(cut + 1)},
                {"encoded dot segment", path.substring(0, cut) + "/%2e%2e/" + s + path.substring(cut)},
                {"dot segments", "/v1/../" + path.substring(1)},
                {"dot segment", path.substring(0, cut) + "/./" + path.substring(cut + 1)},
                {"dot segment past the root", "/../../" + s + "/.." + path},
                {"matrix parameter", path + ";" + s + "=1"},
                {"matrix parameter inside", path.substring(0, cut) + ";jsessionid=" + s + path.substring(cut)},
                {"long path", path + "/" + s + "a".repeat(new int[] {1000, 8000, 70_000}[random.nextInt(3)])},
                {"many segments", path + ("/" + s.substring(0, 4)).repeat(3000)},
                {"upper case", path.toUpperCase()},
                {"segment with a sentinel", path + "/" + s},
                {"non-ASCII segment", path + "/é" + s},
                {"query with a sentinel", path + "?" + s + "=" + s},
                {"query with invalid encoding", path + "?a=%ZZ&b=" + s},
                {"empty query parameters", path + "?&&&=&" + s},
                {"long query", path + "?" + ("a=" + s + "&").repeat(300)},
                {"fragment", path + "#" + s},
                {"percent-encoded query NUL", path + "?x=%00" + s}};
        return variants[random.nextInt(variants.length)];
    }

    private String encodeOne(String path) {
        if (path.length() < 2) {
            return path + "%2f";
        }
        int at = 1 + random.nextInt(path.length() - 1);
        char c = path.charAt(at);
        String hex = String.format("%%%02X", (int) c);
        return path.substring(0, at) + (random.nextBoolean() ? hex : hex.toLowerCase()) + path.substring(at + 1);
    }

    /** A header variant: {name, value, kind}; a null value removes the header. */
    String[] header(String apiKey) {
        String s = mint("header");
        String key = apiKey == null ? "cairn_live_" + "A".repeat(32) : apiKey;
        String[][] variants = {
                {"Content-Type", null}, {"Content-Type", "text/plain"}, {"Content-Type", "application/json; charset=iso-8859-1"},
                {"Content-Type", "application/json; charset=" + s}, {"Content-Type", "application/" + s + "+json"},
                {"Content-Type", "multipart/form-data; boundary=" + s}, {"Content-Type", "application/x-www-form-urlencoded"},
                {"Content-Type", "*/*"}, {"Content-Type", "application/*"}, {"Content-Type", "application/json, text/html"},
                {"Content-Type", s}, {"Content-Type", ";;;" + s}, {"Content-Type", "APPLICATION/JSON"},
                {"Content-Type", "application/json; charset=\"utf-8\""}, {"Content-Type", "application/json; " + s},
                {"Accept", null}, {"Accept", "text/html"}, {"Accept", "application/xml"}, {"Accept", s + "/" + s},
                {"Accept", "*/*;q=" + s}, {"Accept", "application/json;q=0"}, {"Accept", "text/event-stream"},
                {"Accept", ",,," + s}, {"Accept", "application/*"}, {"Accept", "application/problem+json"},
                {"Authorization", null}, {"Authorization", "Bearer"}, {"Authorization", "Bearer "},
                {"Authorization", "Bearer " + s}, {"Authorization", "Basic " + Base64.getEncoder().encodeToString(
                        (s + ":" + s).getBytes(StandardCharsets.UTF_8))}, {"Authorization", "bearer " + key},
                {"Authorization", "Bearer " + key + s}, {"Authorization", "Bearer  " + key},
                {"Authorization", "Bearer " + (s + ".").repeat(200)}, {"Authorization", "Digest " + s},
                {"Authorization", s}, {"Authorization", "Bearer\t" + key},
                {"Accept-Encoding", "gzip"}, {"Accept-Encoding", "gzip;q=" + s}, {"User-Agent", s},
                {"Referer", "https://agent.example/?token=" + s}, {"X-Forwarded-For", s}, {"Origin", "https://" + s + ".example"},
                {"X-" + s, s}, {"Expect", "100-continue"}, {"Expect", s}, {"Connection", s}, {"Cookie", "session=" + s},
                {"If-None-Match", "\"" + s + "\""}, {"Range", "bytes=" + s}, {"Content-Encoding", "gzip"},
                {"Content-Encoding", s}, {"MCP-Protocol-Version", s}, {"Mcp-Method", s}, {"Mcp-Name", s},
                {"MCP-Protocol-Version", s + "x".repeat(6000)}, {"Mcp-Name", "=?base64?" + s + "?="}};
        String[] variant = variants[random.nextInt(variants.length)];
        return new String[] {variant[0], variant[1], variant[0] + ": " + (variant[1] == null ? "(none)"
                : variant[1].length() > 60 ? variant[1].substring(0, 60) + "…" : variant[1])};
    }

    /** Replaces (or removes, for a null value) header {@code name} in {@code headers}. */
    static void set(List<String[]> headers, String name, String value) {
        headers.removeIf(header -> header[0].equalsIgnoreCase(name));
        if (value != null) {
            headers.add(new String[] {name, value});
        }
    }
}
