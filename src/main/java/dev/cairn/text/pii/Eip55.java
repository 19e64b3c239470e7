package dev.cairn.text.pii;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * EIP-55 mixed-case checksums of Ethereum addresses: hex letter i is upper case exactly when nibble i of
 * Keccak-256(lower-case hex) is 8 or more.
 */
final class Eip55 {
    private Eip55() {
    }

    /** {@code hex} is the 40 hex digits after "0x". */
    static boolean hasValidChecksum(String hex) {
        String lower = hex.toLowerCase(Locale.ROOT);
        byte[] hash = Keccak256.digest(lower.getBytes(StandardCharsets.US_ASCII));
        for (int i = 0; i < hex.length(); i++) {
            char c = hex.charAt(i);
            if (Chars.isDigit(c)) {
                continue;
            }
            int nibble = (hash[i / 2] >>> (i % 2 == 0 ? 4 : 0)) & 0xf;
            if (Character.isUpperCase(c) != (nibble >= 8)) {
                return false;
            }
        }
        return true;
    }

    /** All hex letters of one case: the address carries no checksum. */
    static boolean isSingleCase(String hex) {
        return hex.equals(hex.toLowerCase(Locale.ROOT)) || hex.equals(hex.toUpperCase(Locale.ROOT));
    }
}
