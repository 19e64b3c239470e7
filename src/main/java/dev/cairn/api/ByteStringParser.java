package dev.cairn.api;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Jackson's byte parser over a body of well-formed UTF-8, except that a string value's text is decoded here,
 * from the body's bytes: each run between escapes becomes text in one step, where Jackson decodes character by
 * character into segments it then joins (a 1 MB text took a fifth of a text tool's call). Jackson still reads
 * past every string itself, so whatever it refuses is refused as before; any string this class is not sure
 * of (a control character, an escape it does not know) is left to Jackson's own decoding.
 */
final class ByteStringParser extends JsonParserDelegate {
    private final byte[] bytes;
    private final int start;

    /** {@code parser} reads {@code bytes} from {@code start} on. */
    ByteStringParser(JsonParser parser, byte[] bytes, int start) {
        super(parser);
        this.bytes = bytes;
        this.start = start;
    }

    @Override
    public String getText() throws IOException {
        if (currentToken() == JsonToken.VALUE_STRING) {
            long quote = start + delegate.currentTokenLocation().getByteOffset();
            if (quote >= start && quote < bytes.length && bytes[(int) quote] == '"') {
                String text = decode(bytes, (int) quote + 1);
                if (text != null) {
                    return text;
                }
            }
        }
        return super.getText();
    }

    /** The text of the JSON string whose content starts at {@code from}; null where Jackson is to judge. */
    static String decode(byte[] bytes, int from) {
        int end = from;
        boolean escaped = false;
        while (end < bytes.length && bytes[end] != '"') {
            byte b = bytes[end];
            if (b == '\\') {
                escaped = true;
                end += 2;
            } else if (b >= 0 && b < 0x20) {
                return null;
            } else {
                end++;
            }
        }
        if (end >= bytes.length) {
            return null;
        }
        if (!escaped) {
            return new String(bytes, from, end - from, StandardCharsets.UTF_8);
        }
        StringBuilder text = new StringBuilder(end - from); // escapes and UTF-8 take more bytes than characters
        int run = from;
        for (int i = from; i < end; i++) {
            if (bytes[i] == '\\') {
                appendRun(bytes, run, i, text);
                int length = unescape(bytes, i, text);
                if (length < 0) {
                    return null;
                }
                i += length - 1;
                run = i + 1;
            }
        }
        appendRun(bytes, run, end, text);
        return text.toString();
    }

    /** Short ASCII runs (text dense with escapes, such as JSON inside a string) go in without a String each. */
    private static void appendRun(byte[] bytes, int from, int to, StringBuilder out) {
        if (to - from > 32) {
            out.append(new String(bytes, from, to - from, StandardCharsets.UTF_8));
            return;
        }
        for (int k = from; k < to; k++) {
            if (bytes[k] < 0) {
                out.append(new String(bytes, k, to - k, StandardCharsets.UTF_8));
                return;
            }
            out.append((char) bytes[k]);
        }
    }

    /** Appends the escape at {@code at} (its backslash) and returns its length; -1 for one not in RFC 8259. */
    private static int unescape(byte[] bytes, int at, StringBuilder out) {
        if (at + 1 >= bytes.length) {
            return -1;
        }
        char simple = switch (bytes[at + 1]) {
            case '"' -> '"';
            case '\\' -> '\\';
            case '/' -> '/';
            case 'b' -> '\b';
            case 'f' -> '\f';
            case 'n' -> '\n';
            case 'r' -> '\r';
            case 't' -> '\t';
            default -> 0;
        };
        if (simple != 0) {
            out.append(simple);
            return 2;
        }
        if (bytes[at + 1] != 'u' || at + 6 > bytes.length) {
            return -1;
        }
        int unit = 0;
        for (int k = at + 2; k < at + 6; k++) {
            int digit = Character.digit(bytes[k], 16);
            if (digit < 0) {
                return -1;
            }
            unit = unit << 4 | digit;
        }
        out.append((char) unit);
        return 6;
    }
}
