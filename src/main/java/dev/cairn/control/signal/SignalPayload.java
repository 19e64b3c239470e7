package dev.cairn.control.signal;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.cairn.api.Json;
import dev.cairn.api.Problem;
import dev.cairn.api.ProblemException;
import dev.cairn.api.Utf8;
import java.util.List;
import java.util.Locale;

/**
 * A delivered body as it is stored: its media type ({@code application/json} or {@code text/plain}, null for
 * no body), its size in bytes and its text. Everything else about the request (headers, address) is dropped.
 */
public record SignalPayload(String contentType, int sizeBytes, String body) {
    public static final int MAX_BYTES = 64 * 1024;
    static final String JSON = "application/json";
    static final String TEXT = "text/plain";

    /**
     * The payload of a body read with at most {@code MAX_BYTES + 1} bytes and its Content-Type header:
     * 413 over 64 KB, 415 for another media type or a charset other than UTF-8, 400 for malformed UTF-8 or JSON.
     */
    public static SignalPayload of(String contentTypeHeader, byte[] bytes) {
        if (bytes.length > MAX_BYTES) {
            throw tooLarge();
        }
        if (bytes.length == 0) {
            return new SignalPayload(null, 0, null); // an event without a body; any declared type is moot
        }
        String type = mediaType(contentTypeHeader);
        String text = Utf8.decode(bytes).orElseThrow(() -> invalid("payload_not_utf8",
                "The body is not well-formed UTF-8."));
        if (type.equals(JSON)) {
            requireJson(text);
        }
        return new SignalPayload(type, bytes.length, text);
    }

    public static ProblemException tooLarge() {
        return new ProblemException(Problem.of(413, "payload_too_large", "Payload too large",
                "A signal body is limited to " + MAX_BYTES + " bytes of UTF-8."));
    }

    /** {@code application/json} or {@code text/plain} (charset, if any, UTF-8), normalised; else 415. */
    static String mediaType(String header) {
        if (header == null) {
            throw unsupported();
        }
        String[] parts = header.split(";");
        String type = parts[0].trim().toLowerCase(Locale.ROOT);
        if (!type.equals(JSON) && !type.equals(TEXT)) {
            throw unsupported();
        }
        for (int i = 1; i < parts.length; i++) {
            String[] parameter = parts[i].split("=", 2);
            if (parameter[0].trim().equalsIgnoreCase("charset") && (parameter.length < 2
                    || !parameter[1].trim().replace("\"", "").equalsIgnoreCase("utf-8"))) {
                throw unsupported();
            }
        }
        return type;
    }

    private static void requireJson(String text) {
        try {
            if (Json.MAPPER.readTree(text).isMissingNode()) { // only whitespace
                throw invalid("payload_not_json", "The body is declared application/json but is not valid JSON.");
            }
        } catch (JsonProcessingException e) {
            // The parser's message may quote the body: only the fact is told.
            throw invalid("payload_not_json", "The body is declared application/json but is not valid JSON.");
        }
    }

    private static ProblemException unsupported() {
        return new ProblemException(Problem.of(415, "unsupported_media_type", "Unsupported media type",
                "A signal body must be application/json or text/plain, in UTF-8."));
    }

    private static ProblemException invalid(String code, String detail) {
        return ProblemException.badRequest(code, detail, List.of());
    }
}
