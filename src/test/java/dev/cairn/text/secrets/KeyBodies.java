package dev.cairn.text.secrets;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPairGenerator;
import java.util.Base64;
import java.util.Random;

/** Key block bodies for tests: real DER from the JDK, OpenSSH's magic, a PGP Secret-Key packet header; wrapped as PEM. */
final class KeyBodies {
    /** A freshly generated EC private key, PKCS#8 DER: well-formed for every DER label. */
    static final byte[] DER = pkcs8();

    private KeyBodies() {
    }

    static byte[] forLabel(String label) {
        if (label.equals("OPENSSH PRIVATE KEY")) {
            byte[] magic = "openssh-key-v1\0".getBytes(StandardCharsets.US_ASCII);
            byte[] body = random(200);
            System.arraycopy(magic, 0, body, 0, magic.length);
            return body;
        }
        return label.startsWith("PGP") ? pgp() : DER;
    }

    /** Random bytes behind a new-format Secret-Key packet header (RFC 4880, 4.2). */
    static byte[] pgp() {
        byte[] body = random(200);
        body[0] = (byte) 0xC5;
        return body;
    }

    static String block(String label, byte[] body) {
        return "-----BEGIN " + label + "-----\n" + wrapped(body) + "-----END " + label + "-----";
    }

    /** Base64 in 64-character lines, each ending with LF. */
    static String wrapped(byte[] body) {
        return Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(body) + "\n";
    }

    static byte[] random(int length) {
        byte[] bytes = new byte[length];
        new Random(7).nextBytes(bytes);
        return bytes;
    }

    private static byte[] pkcs8() {
        try {
            return KeyPairGenerator.getInstance("EC").generateKeyPair().getPrivate().getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
