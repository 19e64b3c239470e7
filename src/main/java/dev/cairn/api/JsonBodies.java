package dev.cairn.api;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;

/**
 * Reads a JSON request body, REST or MCP: at most {@link #MAX_BYTES}, strict UTF-8, no duplicate member
 * names. Failures are problems that never quote the body.
 */
public final class JsonBodies {
    /** 8 MiB: a 1,000,000-character text with JSON escapes fits. */
    public static final int MAX_BYTES = 8 * 1024 * 1024;
    private static final byte[] BYTE_ORDER_MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private JsonBodies() {
    }

    /**
     * Reads the whole body (so the connection stays usable whatever the answer), at most {@link #MAX_BYTES},
     * into one array of the {@code declaredLength} it declares (-1 when it declares none).
     */
    public static byte[] read(InputStream entity, int declaredLength) {
        byte[] bytes = readUpTo(entity, MAX_BYTES, declaredLength);
        if (bytes.length > MAX_BYTES) {
            throw tooLarge();
        }
        return bytes;
    }

    /** At most one byte more than {@code limit}: enough to know a body is too large, never more. */
    public static byte[] readUpTo(InputStream entity, int limit) {
        return readUpTo(entity, limit, -1);
    }

    private static byte[] readUpTo(InputStream entity, int limit, int declaredLength) {
        if (entity == null) {
            return new byte[0];
        }
        try (InputStream in = entity) {
            if (declaredLength < 0 || declaredLength > limit) {
                return in.readNBytes(limit + 1);
            }
            byte[] declared = new byte[declaredLength];
            int read = in.readNBytes(declared, 0, declaredLength);
            int next = read < declaredLength ? -1 : in.read();
            if (next < 0) {
                return read < declaredLength ? Arrays.copyOf(declared, read) : declared;
            }
            byte[] rest = in.readNBytes(limit - declaredLength); // more than declared: still at most limit + 1
            byte[] all = Arrays.copyOf(declared, declaredLength + 1 + rest.length);
            all[declaredLength] = (byte) next;
            System.arraycopy(rest, 0, all, declaredLength + 1, rest.length);
            return all;
        } catch (IOException e) {
            throw unreadable();
        } catch (RuntimeException e) { // Jetty's inflater wraps a body that is not the gzip it was declared
            if (e.getCause() instanceof IOException) {
                throw unreadable();
            }
            throw e;
        }
    }

    public static ProblemException unreadable() {
        return ProblemException.badRequest("body_unreadable",
                "The request body could not be read, or not decoded as its Content-Encoding declares.", List.of());
    }

    public static JsonNode parseObject(byte[] bytes) {
        JsonNode body = parse(bytes);
        if (!body.isObject()) {
            throw ProblemException.badRequest("body_not_object", "The request body must be a JSON object.", List.of());
        }
        return body;
    }

    public static ProblemException tooLarge() {
        return new ProblemException(Problem.of(413, "body_too_large", "Request body too large",
                "Request bodies are limited to " + MAX_BYTES + " bytes."));
    }

    /** Any JSON value; empty, malformed, non-UTF-8 and duplicate-member bodies are problems. */
    public static JsonNode parse(byte[] bytes) {
        if (bytes.length == 0) {
            throw ProblemException.badRequest("malformed_json", "The request body is empty; send a JSON object.",
                    List.of());
        }
        JsonNode fromBytes = parseWellFormedBytes(bytes);
        if (fromBytes != null) {
            return fromBytes;
        }
        // The decoded text's parser judges whatever the byte parser did not take: jackson-core 2.21.0's byte
        // parser refuses escaped surrogates in member names ("\ud83d\ude00"), which its text parser reads.
        try (JsonParser parser = Json.MAPPER.createParser(decodeUtf8(bytes))) {
            return read(parser);
        } catch (IOException e) {
            throw unreadable();
        }
    }

    /**
     * The value of a body of well-formed UTF-8 that plainly starts as UTF-8 JSON (so that Jackson's encoding
     * detection cannot take it for UTF-16 or UTF-32), parsed from its bytes, about three times as fast as from
     * decoded text; null for any body this parser refuses, or that it is not to judge.
     */
    private static JsonNode parseWellFormedBytes(byte[] bytes) {
        int start = startsWith(bytes, BYTE_ORDER_MARK) ? BYTE_ORDER_MARK.length : 0;
        if (bytes.length - start < 4 || !Utf8.isWellFormed(bytes)) {
            return null;
        }
        for (int i = start; i < start + 4; i++) {
            if (bytes[i] <= 0) { // NUL as in UTF-16 and UTF-32, or a non-ASCII byte such as a second mark
                return null;
            }
        }
        try (JsonParser parser = Json.MAPPER.createParser(bytes, start, bytes.length - start)) {
            return Json.MAPPER.readTree(parser);
        } catch (IOException | RuntimeException refused) {
            return null;
        }
    }

    private static boolean startsWith(byte[] bytes, byte[] prefix) {
        return bytes.length >= prefix.length && Arrays.equals(bytes, 0, prefix.length, prefix, 0, prefix.length);
    }

    private static JsonNode read(JsonParser parser) throws IOException {
        try {
            JsonNode value = Json.MAPPER.readTree(parser);
            if (value == null) {
                throw ProblemException.badRequest("malformed_json", "The request body holds no JSON value.", List.of());
            }
            return value;
        } catch (JsonParseException e) {
            if (e.getOriginalMessage().startsWith("Duplicate field")) {
                // The name is left out, and so is the path to it: both are the caller's member names.
                throw ProblemException.unprocessable("duplicate_member", "An object in the body repeats a member "
                        + "name" + where(e.getLocation()) + "; each name may appear once.", null);
            }
            throw malformed(e.getLocation());
        } catch (JsonProcessingException e) {
            throw malformed(e.getLocation());
        } catch (NumberFormatException e) { // an exponent past what any number holds; the message quotes it
            throw ProblemException.badRequest("malformed_json", "A number in the request body is out of any range"
                    + where(parser.currentTokenLocation()) + ".", List.of());
        }
    }

    private static String decodeUtf8(byte[] bytes) {
        return Utf8.decode(bytes).orElseThrow(() -> ProblemException.badRequest("malformed_json",
                "The request body is not valid UTF-8.", List.of())).replaceFirst("^\uFEFF", "");
    }

    /** Jackson's own message may quote the body, so only the position is passed on. */
    private static ProblemException malformed(JsonLocation at) {
        return ProblemException.badRequest("malformed_json", "The request body is not valid UTF-8 JSON" + where(at) + ".",
                List.of());
    }

    private static String where(JsonLocation at) {
        return at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
    }
}
