package dev.cairn.text.pii;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** SHA-256 from the JDK (every Java platform must provide it). */
final class Sha256 {
    private Sha256() {
    }

    static byte[] digest(byte[] input, int length) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(input, 0, length);
            return sha.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java platform", e);
        }
    }
}
