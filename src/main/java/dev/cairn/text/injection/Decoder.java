package dev.cairn.text.injection;

import java.net.URLDecoder;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HexFormat;

/** Decodes one run to text, or null when it does not decode to mostly printable UTF-8. */
final class Decoder {
    private static final double MIN_PRINTABLE = 0.9;
    private static final int MIN_TEXT = 8;
    /** A payload damaged in transit (a character dropped by a translator) still shows this much intact start. */
    private static final int MIN_INTACT_PREFIX = 24;

    private Decoder() {
    }

    static String decode(String kind, String run) {
        try {
            String text = switch (kind) {
                case "hex" -> utf8(HexFormat.of().parseHex(run.replace(" ", "")));
                case "binary" -> utf8(binary(run));
                case "url" -> URLDecoder.decode(run, StandardCharsets.UTF_8);
                default -> utf8(base64(run));
            };
            return text != null && text.length() >= MIN_TEXT && printable(text) ? text : null;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static byte[] base64(String run) {
        String body = run.replace("=", "");
        if (body.indexOf('+') >= 0 || body.indexOf('/') >= 0) {
            body = cutAt(cutAt(body, '-'), '_'); // standard alphabet: a dash ends the run ("...L2E+-->")
        }
        body = body.substring(0, body.length() - (body.length() % 4 == 1 ? 1 : 0));
        boolean urlSafe = body.indexOf('-') >= 0 || body.indexOf('_') >= 0;
        return (urlSafe ? Base64.getUrlDecoder() : Base64.getDecoder()).decode(body);
    }

    private static String cutAt(String body, char c) {
        int at = body.indexOf(c);
        return at < 0 ? body : body.substring(0, at);
    }

    private static byte[] binary(String run) {
        String[] words = run.split(" ");
        byte[] bytes = new byte[words.length];
        for (int k = 0; k < words.length; k++) {
            bytes[k] = (byte) Integer.parseInt(words[k], 2);
        }
        return bytes;
    }

    /**
     * Strict UTF-8, or its intact start when that is long enough, or null; by result code rather than
     * exception, as most candidates are not text.
     */
    private static String utf8(byte[] bytes) {
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes), out, true);
        return result.isError() && out.position() < MIN_INTACT_PREFIX ? null : out.flip().toString();
    }

    private static boolean printable(String text) {
        int good = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\t' || c == '\r' || (!Character.isISOControl(c) && c != '\uFFFD')) {
                good++;
            }
        }
        return good >= MIN_PRINTABLE * text.length();
    }
}
