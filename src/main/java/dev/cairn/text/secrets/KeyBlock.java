package dev.cairn.text.secrets;

import com.google.re2j.Pattern;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.Set;

/**
 * A private key block taken apart and checked to parse: PEM (PKCS#1, SEC 1, DSA, PKCS#8, encrypted PKCS#8) must
 * decode to well-formed DER, legacy encrypted PEM ({@code Proc-Type: 4,ENCRYPTED}) to whole cipher blocks, OpenSSH
 * to its {@code openssh-key-v1} magic, and a PGP armor to a Secret-Key packet first, its checksum line, when
 * present, the CRC-24 of its body. Blocks often sit in code or logs, so each body line is read as tokens:
 * quotes, escaped newlines, comment markers, concatenation operators and log prefixes (tokens that are not
 * base64) are skipped.
 */
final class KeyBlock {
    private static final Pattern ESCAPED_BREAK = Pattern.compile("\\\\+[nr]");
    private static final Pattern SEPARATORS = Pattern.compile("[\\s\"'`,;()\\[\\]{}\\\\]+|/\\*|\\*/");
    private static final Pattern BASE64 = Pattern.compile("^[A-Za-z0-9+/]+={0,2}$");
    private static final Pattern PGP_CHECKSUM = Pattern.compile("^=[A-Za-z0-9+/]{4}$");
    private static final byte[] OPENSSH_MAGIC = "openssh-key-v1\0".getBytes(StandardCharsets.US_ASCII);
    private static final int MIN_BODY_BYTES = 48;
    private static final int CIPHER_BLOCK = 8;
    private static final int SECRET_KEY_PACKET = 5;
    /** The labels RFC 1421 encryption headers apply to; PKCS#8 carries its encryption inside the DER. */
    private static final Set<String> LEGACY_LABELS = Set.of("RSA PRIVATE KEY", "EC PRIVATE KEY", "DSA PRIVATE KEY");

    private KeyBlock() {
    }

    /** True when {@code block}, from {@code -----BEGIN} to its END line, holds a key that parses. */
    static boolean parses(String block) {
        int labelEnd = block.indexOf("-----", 11);
        int bodyEnd = block.lastIndexOf("-----END");
        if (labelEnd < 0 || bodyEnd <= labelEnd) {
            return false;
        }
        String label = block.substring(11, labelEnd);
        StringBuilder base64 = new StringBuilder();
        String checksum = null;
        boolean encrypted = false;
        for (String line : ESCAPED_BREAK.matcher(block.substring(labelEnd + 5, bodyEnd)).replaceAll("\n").split("\\R")) {
            if (line.contains("...") || line.contains("\u2026")) {
                return false; // an elided sample
            }
            String[] tokens = SEPARATORS.split(line.strip());
            if (Arrays.stream(tokens).anyMatch(t -> t.endsWith(":"))) {
                encrypted |= line.contains("ENCRYPTED");
                continue; // an RFC 1421 or armor header
            }
            for (String token : tokens) {
                if (PGP_CHECKSUM.matcher(token).matches()) {
                    checksum = token.substring(1);
                } else if (BASE64.matcher(token).matches() && token.chars().anyMatch(Character::isLetterOrDigit)) {
                    base64.append(token);
                }
            }
        }
        byte[] body = decode(base64.toString());
        if (body == null || body.length < MIN_BODY_BYTES) {
            return false;
        }
        if (label.equals("OPENSSH PRIVATE KEY")) {
            return Arrays.equals(body, 0, OPENSSH_MAGIC.length, OPENSSH_MAGIC, 0, OPENSSH_MAGIC.length);
        }
        if (label.startsWith("PGP")) {
            return firstPacketIsASecretKey(body[0]) && (checksum == null || checksum.equals(crc24(body)));
        }
        return encrypted && LEGACY_LABELS.contains(label)
                ? body.length % CIPHER_BLOCK == 0 : Der.wellFormedSequence(body);
    }

    /** True when {@code base64} decodes to a private key block that {@link #parses}. */
    static boolean parsesEncoded(String base64) {
        byte[] decoded = decode(base64);
        if (decoded == null) {
            return false;
        }
        String block = new String(decoded, StandardCharsets.ISO_8859_1);
        int labelEnd = block.indexOf("-----", 11);
        return block.startsWith("-----BEGIN ") && labelEnd > 0 && block.substring(0, labelEnd).contains("PRIVATE KEY")
                && parses(block.strip());
    }

    private static byte[] decode(String base64) {
        try {
            return Base64.getDecoder().decode(base64);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** RFC 4880, 4.2: a packet header has bit 7 set; its tag (old or new format) is 5 for a Secret-Key packet. */
    private static boolean firstPacketIsASecretKey(byte header) {
        boolean newFormat = (header & 0x40) != 0;
        int tag = newFormat ? header & 0x3f : (header >> 2) & 0x0f;
        return (header & 0x80) != 0 && tag == SECRET_KEY_PACKET;
    }

    /** The OpenPGP armor checksum (RFC 4880, 6.1), base64 encoded. */
    static String crc24(byte[] data) {
        int crc = 0xB704CE;
        for (byte b : data) {
            crc ^= (b & 0xff) << 16;
            for (int i = 0; i < 8; i++) {
                crc <<= 1;
                if ((crc & 0x1000000) != 0) {
                    crc ^= 0x1864CFB;
                }
            }
        }
        crc &= 0xFFFFFF;
        return Base64.getEncoder().encodeToString(new byte[] {(byte) (crc >> 16), (byte) (crc >> 8), (byte) crc});
    }
}
