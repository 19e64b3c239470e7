package dev.cairn.mcp;

import dev.cairn.api.Utf8;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the MCP request headers that mirror the body: optional whitespace trimmed (RFC 9110 §5.5), and
 * values wrapped as {@code =?base64?...?=} decoded (strict RFC 4648 with padding, then UTF-8), so names
 * that are not plain ASCII can travel in a header. Anything else is taken literally.
 */
final class HeaderValues {
    private static final Pattern WRAPPED = Pattern.compile("=\\?base64\\?(.*)\\?=");
    private static final Pattern BASE64 = Pattern.compile("(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?");

    private HeaderValues() {
    }

    static String trim(String value) {
        return value == null ? null : value.strip();
    }

    /** The header's value, decoded; null when absent; a header-mismatch error when the wrapping is broken. */
    static String decoded(String name, String raw) {
        String value = trim(raw);
        if (value == null) {
            return null;
        }
        Matcher wrapped = WRAPPED.matcher(value);
        if (!wrapped.matches()) {
            return value;
        }
        String encoded = wrapped.group(1);
        if (!BASE64.matcher(encoded).matches()) {
            throw RpcError.headerMismatch("The " + name + " header is not valid padded Base64 inside =?base64?...?=.");
        }
        return Utf8.decode(Base64.getDecoder().decode(encoded)).orElseThrow(() ->
                RpcError.headerMismatch("The " + name + " header's Base64 value is not UTF-8."));
    }
}
