package dev.cairn.text.secrets;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Keyed fingerprints of secret values: HMAC-SHA256 under a server key, so the same secret gets the same
 * fingerprint across calls and restarts while nobody without the key can test guesses against it.
 */
final class Fingerprinter {
    private final SecretKeySpec key;

    Fingerprinter(byte[] key) {
        if (key == null || key.length < 16) {
            throw new IllegalArgumentException("the fingerprint key must have at least 16 bytes");
        }
        this.key = new SecretKeySpec(key.clone(), "HmacSHA256");
    }

    /** A new MAC for one call (a Mac is not thread-safe). */
    Mac mac() {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return mac;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is unavailable", e);
        }
    }

    static String fingerprint(Mac mac, String value) {
        return "hmac-sha256:" + HexFormat.of().formatHex(mac.doFinal(value.getBytes(StandardCharsets.UTF_8)));
    }
}
