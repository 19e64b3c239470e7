package dev.cairn.api;

/**
 * Digest fields of requests: {@code sha256:<hex>} or bare lowercase hex in (the shared {@code digest} schema
 * definition checks the form), {@code sha256:<hex>} out.
 */
public final class DigestFields {
    private static final String PREFIX = "sha256:";

    private DigestFields() {
    }

    public static String normalize(String digest) {
        return digest.startsWith(PREFIX) ? digest : PREFIX + digest;
    }

    /** The hex alone, whichever form was sent: fixed length and safe in a key name (no hash-tag braces). */
    public static String hex(String digest) {
        return normalize(digest).substring(PREFIX.length());
    }
}
