package dev.cairn.text.secrets;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.text.codec.Bech32;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.CRC32;

/** Checks that a candidate's structure or checksum is what its issuer documents. */
final class Validators {
    private static final String BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    private static final ObjectMapper JSON = new ObjectMapper();

    private Validators() {
    }

    /**
     * GitHub's classic token format ({@code ghp_}, {@code gho_}, {@code ghu_}, {@code ghs_}, {@code ghr_}
     * and npm's {@code npm_}): 30 random base62 characters then the CRC32 of those 30, base62, left-padded
     * with {@code 0} to six characters.
     */
    static boolean base62Crc32(String token) {
        int underscore = token.indexOf('_');
        String body = token.substring(underscore + 1);
        if (body.length() != 36) {
            return false;
        }
        String random = body.substring(0, 30);
        return body.substring(30).equals(crc32Base62(random));
    }

    static String crc32Base62(String random) {
        CRC32 crc = new CRC32();
        crc.update(random.getBytes(StandardCharsets.US_ASCII));
        long value = crc.getValue();
        StringBuilder out = new StringBuilder();
        while (value > 0) {
            out.append(BASE62.charAt((int) (value % 62)));
            value /= 62;
        }
        while (out.length() < 6) {
            out.append('0');
        }
        return out.reverse().toString();
    }

    /** A bech32 string (BIP 173), as age encodes its secret keys: the checksum over the human-readable part and data. */
    static boolean bech32(String value) {
        String lower = value.toLowerCase(java.util.Locale.ROOT);
        int separator = lower.lastIndexOf('1');
        if (separator < 1 || lower.length() - separator < 7) {
            return false;
        }
        int[] data = Bech32.values(lower, separator + 1);
        return data != null && Bech32.polymod(lower.substring(0, separator), data) == Bech32.BECH32;
    }

    /** A JWT: three base64url parts, the header decoding to a JSON object with {@code alg}, the payload to JSON. */
    static boolean jwt(String token) {
        String[] parts = token.split("\\.", -1);
        if (parts.length != 3) {
            return false;
        }
        JsonNode header = decodeJson(parts[0]);
        JsonNode payload = decodeJson(parts[1]);
        return header != null && header.isObject() && header.hasNonNull("alg") && payload != null
                && payload.isObject() && !"none".equalsIgnoreCase(header.path("alg").asText());
    }

    private static JsonNode decodeJson(String part) {
        try {
            byte[] bytes = Base64.getUrlDecoder().decode(part);
            return JSON.readTree(new String(bytes, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException | java.io.IOException e) {
            return null;
        }
    }
}
