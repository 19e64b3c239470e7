package dev.cairn.control.signal;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Locale;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** HMAC-SHA256 of a signed signal: over {@code timestamp + "." + nonce + "." + message}, all UTF-8. */
final class SignalHmac {
    private static final String ALGORITHM = "HmacSHA256";

    private SignalHmac() {
    }

    static byte[] sign(String secret, long timestamp, String nonce, String message) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), ALGORITHM));
            return mac.doFinal((timestamp + "." + nonce + "." + message).getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }

    /** Whether {@code signatureHex} (64 hex digits, either case) is the signature, compared in constant time. */
    static boolean matches(String signatureHex, String secret, long timestamp, String nonce, String message) {
        byte[] given = HexFormat.of().parseHex(signatureHex.toLowerCase(Locale.ROOT));
        return MessageDigest.isEqual(sign(secret, timestamp, nonce, message), given);
    }
}
