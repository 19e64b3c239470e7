package dev.cairn.control;

import java.util.Locale;

/** Digest fields of requests: {@code sha256:<hex>} or bare hex in (schemas check the form), {@code sha256:<hex>} out. */
public final class DigestFields {
    private static final String PREFIX = "sha256:";

    private DigestFields() {
    }

    public static String normalize(String digest) {
        String hex = digest.startsWith(PREFIX) ? digest.substring(PREFIX.length()) : digest;
        return PREFIX + hex.toLowerCase(Locale.ROOT);
    }
}
