package dev.cairn.quality.readiness;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Json;
import dev.cairn.api.ProblemException;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * How large a card Cairn checks. Real cards are a few KiB (SEP-2127 cards list no tools; a SEP-1649 card with a
 * few hundred tools stays well under the bound), so a larger or deeper one is refused rather than walked.
 */
final class CardBounds {
    /** 256 KiB of the card as compact UTF-8 JSON. */
    static final int MAX_BYTES = 256 * 1024;
    /** Levels of nesting, the card object itself the first. */
    static final int MAX_DEPTH = 32;
    private static final String POINTER = "/server_card";

    private CardBounds() {
    }

    static void require(JsonNode card) {
        if (deeperThan(card, MAX_DEPTH)) {
            throw ProblemException.unprocessable("invalid_server_card",
                    "server_card nests objects and arrays deeper than " + MAX_DEPTH + " levels.", POINTER);
        }
        if (Json.bytes(card).length > MAX_BYTES) {
            throw ProblemException.unprocessable("server_card_too_large",
                    "server_card is larger than 256 KiB as UTF-8 JSON.", POINTER);
        }
    }

    /** Whether objects and arrays nest more than {@code max} levels ({@code {}} is one level), read as tokens. */
    private static boolean deeperThan(JsonNode card, int max) {
        int depth = 0;
        try (JsonParser tokens = card.traverse()) {
            for (JsonToken token = tokens.nextToken(); token != null; token = tokens.nextToken()) {
                depth += token.isStructStart() ? 1 : token.isStructEnd() ? -1 : 0;
                if (depth > max) {
                    return true;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("a tree in memory could not be read", e);
        }
        return false;
    }
}
