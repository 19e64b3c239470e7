package dev.cairn.api;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The quota a metered call was counted on, as the caller may see it: the policy's name ({@code free},
 * {@code trial}, {@code monthly}, {@code founding}), its quota and window, what is left and when the window
 * resets. REST answers carry it as the {@code RateLimit-Policy} and {@code RateLimit} header fields of
 * draft-ietf-httpapi-ratelimit-headers; MCP results carry the same facts in {@code _meta}.
 */
@JsonPropertyOrder({"policy", "quota", "window_seconds", "remaining", "reset_seconds"})
public record RateLimit(String policy, long quota, long windowSeconds, long remaining, long resetSeconds) {
    /** The {@code _meta} member of an MCP result that carries these facts. */
    public static final String META_KEY = "dev.cairn/rate-limit";

    /** {@code "free";q=500;w=2592000} */
    public String policyHeader() {
        return "\"" + policy + "\";q=" + quota + ";w=" + windowSeconds;
    }

    /** {@code "free";r=499;t=86400} */
    public String header() {
        return "\"" + policy + "\";r=" + remaining + ";t=" + resetSeconds;
    }

    /** The two header fields, by name. */
    public Map<String, String> headers() {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("RateLimit-Policy", policyHeader());
        headers.put("RateLimit", header());
        return headers;
    }

    /** The state after the call was taken back: one more call left. */
    public RateLimit givenBack() {
        return new RateLimit(policy, quota, windowSeconds, Math.min(quota, remaining + 1), resetSeconds);
    }
}
