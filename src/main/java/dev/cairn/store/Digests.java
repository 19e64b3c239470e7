package dev.cairn.store;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256, the one digest of stored hashes, keys and fingerprints. */
public final class Digests {
    private Digests() {
    }

    public static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    public static String sha256Hex(byte[] bytes) {
        return HexFormat.of().formatHex(sha256(bytes));
    }

    /** Hashes the UTF-8 form of {@code text}; refuses text with unpaired surrogates, which has none. */
    public static String sha256Hex(String text) {
        try {
            ByteBuffer utf8 = StandardCharsets.UTF_8.newEncoder().encode(CharBuffer.wrap(text));
            byte[] bytes = new byte[utf8.remaining()];
            utf8.get(bytes);
            return sha256Hex(bytes);
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("text with an unpaired surrogate has no UTF-8 form to hash", e);
        }
    }
}
