package dev.cairn.text.pii;

import java.util.Arrays;

/** Bitcoin Base58Check: base58 text of a payload whose last four bytes are its double SHA-256 checksum. */
final class Base58Check {
    private static final String ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
    private static final int[] VALUES = new int[128];

    static {
        Arrays.fill(VALUES, -1);
        for (int i = 0; i < ALPHABET.length(); i++) {
            VALUES[ALPHABET.charAt(i)] = i;
        }
    }

    private Base58Check() {
    }

    private static boolean isBase58(char c) {
        return c < 128 && VALUES[c] >= 0;
    }

    /** The decoded payload with its checksum verified and removed, or null. */
    static byte[] decode(CharSequence text) {
        byte[] bytes = decodeBase58(text);
        if (bytes == null || bytes.length < 5) {
            return null;
        }
        int payloadLength = bytes.length - 4;
        byte[] checksum = Sha256.digest(Sha256.digest(bytes, payloadLength), 32);
        for (int k = 0; k < 4; k++) {
            if (checksum[k] != bytes[payloadLength + k]) {
                return null;
            }
        }
        return Arrays.copyOf(bytes, payloadLength);
    }

    private static byte[] decodeBase58(CharSequence text) {
        int leadingZeros = 0;
        while (leadingZeros < text.length() && text.charAt(leadingZeros) == '1') {
            leadingZeros++;
        }
        // base-256 digits, least significant first; 58 < 256 so log256(58) < 0.74 bytes per character
        byte[] number = new byte[text.length()];
        int used = 0;
        for (int i = leadingZeros; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isBase58(c)) {
                return null;
            }
            int carry = VALUES[c];
            for (int k = 0; k < used; k++) {
                carry += (number[k] & 0xff) * 58;
                number[k] = (byte) carry;
                carry >>>= 8;
            }
            while (carry > 0) {
                number[used++] = (byte) carry;
                carry >>>= 8;
            }
        }
        byte[] result = new byte[leadingZeros + used];
        for (int k = 0; k < used; k++) {
            result[leadingZeros + k] = number[used - 1 - k];
        }
        return result;
    }
}
