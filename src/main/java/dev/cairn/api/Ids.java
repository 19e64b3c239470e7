package dev.cairn.api;

import java.security.SecureRandom;

/** Server-minted ids: a family prefix, {@code _}, and 128 random bits as 26 Crockford base32 characters. */
public final class Ids {
    private static final char[] CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ".toCharArray();
    private static final SecureRandom RANDOM = new SecureRandom();

    private Ids() {
    }

    public static String mint(String prefix) {
        byte[] bits = new byte[16];
        RANDOM.nextBytes(bits);
        StringBuilder id = new StringBuilder(prefix.length() + 27).append(prefix).append('_');
        // 26 characters x 5 bits = 130 bits: the first character carries the top 3 bits only.
        int buffer = 0;
        int buffered = 2;
        for (byte b : bits) {
            buffer = (buffer << 8) | (b & 0xff);
            buffered += 8;
            while (buffered >= 5) {
                buffered -= 5;
                id.append(CROCKFORD[(buffer >>> buffered) & 31]);
            }
        }
        return id.toString();
    }
}
