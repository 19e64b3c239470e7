package dev.cairn.api;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** Strict UTF-8: malformed input is refused, never replaced with U+FFFD behind the caller's back. */
public final class Utf8 {
    private static final VarHandle EIGHT_BYTES = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final long HIGH_BITS = 0x8080808080808080L;

    private Utf8() {
    }

    /** The text {@code bytes} encode, or empty when they are not well-formed UTF-8. */
    public static Optional<String> decode(byte[] bytes) {
        return isWellFormed(bytes) ? Optional.of(new String(bytes, StandardCharsets.UTF_8)) : Optional.empty();
    }

    /**
     * Whether {@code bytes} are well-formed UTF-8 (Unicode table 3-7): no overlong form, no surrogate, nothing
     * beyond U+10FFFF, no truncated sequence. Eight ASCII bytes are passed at a time.
     */
    public static boolean isWellFormed(byte[] bytes) {
        int at = 0;
        while (at < bytes.length) {
            if (at + Long.BYTES <= bytes.length && ((long) EIGHT_BYTES.get(bytes, at) & HIGH_BITS) == 0) {
                at += Long.BYTES;
            } else if (bytes[at] >= 0) {
                at++;
            } else {
                at = afterSequence(bytes, at);
                if (at < 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Where the multi-byte sequence that starts at {@code at} ends, or -1 when it is malformed. */
    private static int afterSequence(byte[] bytes, int at) {
        int lead = bytes[at] & 0xFF;
        int continuations;
        int secondLow = 0x80;
        int secondHigh = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) {
            continuations = 1;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            continuations = 2;
            secondLow = lead == 0xE0 ? 0xA0 : 0x80; // overlong below U+0800
            secondHigh = lead == 0xED ? 0x9F : 0xBF; // surrogates U+D800..U+DFFF
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            continuations = 3;
            secondLow = lead == 0xF0 ? 0x90 : 0x80; // overlong below U+10000
            secondHigh = lead == 0xF4 ? 0x8F : 0xBF; // beyond U+10FFFF
        } else {
            return -1; // a continuation byte, C0/C1 (overlong ASCII) or F5..FF
        }
        if (at + continuations >= bytes.length) {
            return -1;
        }
        int second = bytes[at + 1] & 0xFF;
        if (second < secondLow || second > secondHigh) {
            return -1;
        }
        for (int next = at + 2; next <= at + continuations; next++) {
            if ((bytes[next] & 0xC0) != 0x80) {
                return -1;
            }
        }
        return at + continuations + 1;
    }
}
