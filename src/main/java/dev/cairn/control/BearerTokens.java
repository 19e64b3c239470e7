package dev.cairn.control;

import dev.cairn.store.Digests;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * The bearer tokens behind human links and public endpoints: 32 random bytes, base64url without padding
 * (43 characters). Only {@link #hash} of a token is ever stored; scripts compare hashes with
 * {@code same_digest} (lua/lib/prelude.lua), in constant time.
 */
public final class BearerTokens {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder BASE64URL = Base64.getUrlEncoder().withoutPadding();

    private BearerTokens() {
    }

    public static String mint() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return BASE64URL.encodeToString(bytes);
    }

    /** SHA-256 hex of the token's UTF-8 form (StoredStrings refuses tokens that have none). */
    public static String hash(String token) {
        return Digests.sha256Hex(token);
    }
}
