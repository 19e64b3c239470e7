package dev.cairn.text.secrets;

import com.google.re2j.Pattern;
import java.util.Base64;

/**
 * Bitnami Sealed Secrets' hybrid ciphertext, the {@code encryptedData} values of a {@code SealedSecret}: made to be
 * committed, since only the cluster's controller can decrypt them. Its bytes are a two-byte big-endian length, the
 * session key RSA-OAEP-encrypted under a 2048, 3072 or 4096-bit key (that many bytes), then the AES-GCM ciphertext.
 * At least 370 base64 characters long, it reaches a generic rule cut at its 200-character cap, so only its head
 * is checked: long base64 opening with one of those three lengths.
 */
final class SealedCiphertext {
    private static final int MIN_BASE64_LENGTH = 200;
    private static final Pattern BASE64 = Pattern.compile("^[A-Za-z0-9+/]+=*$");

    private SealedCiphertext() {
    }

    static boolean matches(String value) {
        if (value.length() < MIN_BASE64_LENGTH || !BASE64.matcher(value).matches()) {
            return false;
        }
        byte[] head;
        try {
            head = Base64.getDecoder().decode(value.substring(0, 4));
        } catch (IllegalArgumentException e) {
            return false;
        }
        int sessionKeyLength = ((head[0] & 0xff) << 8) | (head[1] & 0xff);
        return sessionKeyLength == 256 || sessionKeyLength == 384 || sessionKeyLength == 512;
    }
}
