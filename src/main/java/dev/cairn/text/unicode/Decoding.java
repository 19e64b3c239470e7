package dev.cairn.text.unicode;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Decoders for the two known ways of hiding data in invisible characters. */
final class Decoding {
    private Decoding() {
    }

    /** ASCII spelled by tag characters U+E0020..U+E007E in the range; null when there is none. */
    static String tagAscii(String s, int start, int end) {
        StringBuilder out = new StringBuilder();
        for (int i = start; i < end; ) {
            int cp = s.codePointAt(i);
            if (cp >= 0xE0020 && cp <= 0xE007E) {
                out.append((char) (cp - 0xE0000));
            }
            i += Character.charCount(cp);
        }
        return out.length() == 0 ? null : out.toString();
    }

    /**
     * "Emoji smuggling": VS1..VS16 carry bytes 0..15, VS17..VS256 bytes 16..255. Returns the bytes decoded as
     * UTF-8 when they are valid UTF-8 and readable text (no control characters but tab and line breaks),
     * otherwise null.
     */
    static String selectorPayload(String s, int start, int end) {
        byte[] bytes = new byte[end - start];
        int n = 0;
        for (int i = start; i < end; ) {
            int cp = s.codePointAt(i);
            if (cp >= 0xFE00 && cp <= 0xFE0F) {
                bytes[n++] = (byte) (cp - 0xFE00);
            } else if (cp >= 0xE0100 && cp <= 0xE01EF) {
                bytes[n++] = (byte) (cp - 0xE0100 + 16);
            } else {
                return null;
            }
            i += Character.charCount(cp);
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, 0, n)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F) {
                return null;
            }
        }
        return text.isEmpty() ? null : text;
    }
}
