package dev.cairn.text.validate;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.text.unicode.Positions;
import java.io.IOException;
import java.util.List;

/**
 * Reads a string output as JSON: strict RFC 8259 (no comments, no trailing commas, no NaN, nothing after the
 * value), no duplicate keys, at most {@link #MAX_DEPTH} levels. When the whole string is not JSON, the content of
 * its single ```json (or bare ```) fenced block is read instead.
 */
final class OutputParser {
    static final int MAX_DEPTH = 128;

    private static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
        .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
        .build());

    /** A JSON value and where it came from ("string" or "fenced_block"), or why there is none. */
    record Parsed(JsonNode value, String source, Validation.ParseError error) {
    }

    private OutputParser() {
    }

    static Parsed parse(String text) {
        Attempt whole = attempt(text, 0, text.length());
        if (whole.value != null) {
            return new Parsed(whole.value, "string", null);
        }
        List<FencedBlocks.Block> blocks = FencedBlocks.jsonBlocks(text);
        if (blocks.isEmpty()) {
            return failure(text, whole);
        }
        if (blocks.size() > 1) {
            return failure(text, new Attempt(null, "the output holds " + blocks.size()
                + " fenced JSON blocks; expected the whole output to be JSON or exactly one block",
                blocks.get(1).fenceStart()));
        }
        FencedBlocks.Block block = blocks.get(0);
        Attempt fenced = attempt(text, block.contentStart(), block.contentEnd());
        if (fenced.value != null) {
            return new Parsed(fenced.value, "fenced_block", null);
        }
        return failure(text, new Attempt(null, "in the fenced block: " + fenced.message, fenced.offset));
    }

    private record Attempt(JsonNode value, String message, int offset) {
    }

    private static Parsed failure(String text, Attempt attempt) {
        Positions at = new Positions(text).at(attempt.offset);
        return new Parsed(null, "string",
            new Validation.ParseError(attempt.message, attempt.offset, at.line(), at.column()));
    }

    /** Parses text[start, end); on failure the offset is in the whole text. */
    private static Attempt attempt(String text, int start, int end) {
        try (JsonParser parser = MAPPER.createParser(text.substring(start, end))) {
            try {
                if (parser.nextToken() == null) {
                    return new Attempt(null, "no JSON value (the text is empty or blank)", start);
                }
                JsonNode value = MAPPER.readTree(parser);
                int valueEnd = offset(parser.currentLocation(), end - start);
                if (hasMore(parser)) {
                    return new Attempt(null, "unexpected content after the JSON value",
                        start + Math.max(valueEnd, offset(parser.currentTokenLocation(), end - start)));
                }
                return new Attempt(value, null, 0);
            } catch (JsonProcessingException e) {
                JsonLocation location = e.getLocation() != null ? e.getLocation() : parser.currentTokenLocation();
                return new Attempt(null, cleaned(e.getOriginalMessage()), start + offset(location, end - start));
            }
        } catch (IOException e) {
            throw new IllegalStateException("reading a string cannot fail", e);
        }
    }

    /** Whether anything but whitespace follows the value; what follows need not be a valid token. */
    private static boolean hasMore(JsonParser parser) throws IOException {
        try {
            return parser.nextToken() != null;
        } catch (JsonProcessingException e) {
            return true;
        }
    }

    private static int offset(JsonLocation location, int length) {
        long offset = location.getCharOffset();
        return (int) Math.max(0, Math.min(offset, length));
    }

    /** Jackson mentions its own configuration and a redacted source; neither helps the caller. */
    private static String cleaned(String message) {
        return message.replaceAll("\\[Source: [^;]*; ", "[")
            .replaceAll(": enable `[^`]*` to allow", "")
            .replaceAll(", from `StreamReadConstraints[^`]*`", "");
    }
}
