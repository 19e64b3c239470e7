package dev.cairn.testing;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

/**
 * One request of a contract run: where it goes ({@code route}), what is odd about it ({@code mutation}),
 * its exact bytes, and the sentinels a successful answer may return because the tool returns that field by
 * design (scrub_text's text, lock_action's key, ...).
 */
public record Probe(String route, String mutation, byte[] bytes, Set<String> returnedByDesign) {

    public static Probe http(String route, String mutation, String method, String target, List<String[]> headers,
                             byte[] body) {
        return new Probe(route, mutation, Wire.request(method, target, headers, body), Set.of());
    }

    public static Probe http(String route, String mutation, String method, String target, List<String[]> headers,
                             String body) {
        return http(route, mutation, method, target, headers, body == null ? null : body.getBytes(StandardCharsets.UTF_8));
    }

    public static Probe raw(String route, String mutation, byte[] bytes) {
        return new Probe(route, mutation, bytes, Set.of());
    }

    /** The same request, its mutation prefixed with its case number. */
    public Probe numbered(int index) {
        return new Probe(route, "#" + index + " " + mutation, bytes, returnedByDesign);
    }

    public Probe returning(Set<String> byDesign) {
        return new Probe(route, mutation, bytes, byDesign);
    }

    public String text() {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** The request as printable text: CR and LF shown, other control and non-ASCII bytes as \xNN, long bodies cut. */
    public String reproducer() {
        StringBuilder out = new StringBuilder();
        int limit = 900;
        for (int i = 0; i < bytes.length; i++) {
            if (i == limit && bytes.length > limit + 200) {
                out.append("...<").append(bytes.length - limit - 200).append(" more bytes>...");
                i = bytes.length - 200;
            }
            int b = bytes[i] & 0xff;
            if (b == '\r') {
                out.append("\\r");
            } else if (b == '\n') {
                out.append("\\n");
            } else if (b < 0x20 || b >= 0x7f || b == '\\') {
                out.append(b == '\\' ? "\\\\" : String.format("\\x%02X", b));
            } else {
                out.append((char) b);
            }
        }
        return out.toString();
    }
}
