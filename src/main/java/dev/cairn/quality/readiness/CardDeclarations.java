package dev.cairn.quality.readiness;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.quality.readiness.ReadinessRecords.Check;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.StreamSupport;

/**
 * What a card declares beyond its format: the tools it lists (SEP-1649's {@code tools}, objects with a name or
 * plain names; SEP-2127 cards list none) and whether it offers Streamable HTTP (SEP-2127 {@code remotes}, or
 * SEP-1649's {@code transport} and {@code endpoints}).
 */
final class CardDeclarations {
    private static final String STREAMABLE_HTTP = "streamable-http";

    private CardDeclarations() {
    }

    /** The required names, each answered once in the order first given, as listed or missing. */
    static Check requiredTools(JsonNode card, List<String> required) {
        JsonNode tools = card.get("tools");
        if (tools == null || !tools.isArray()) {
            return new Check("required_tools", false, "The card does not list tools (SEP-2127 cards do not), and"
                    + " Cairn fetches nothing: the server's tools/list would tell.", null, List.of(),
                    List.copyOf(new LinkedHashSet<>(required)));
        }
        Set<String> names = new HashSet<>();
        tools.forEach(tool -> {
            JsonNode name = tool.isObject() ? tool.path("name") : tool;
            if (name.isTextual()) {
                names.add(name.textValue());
            }
        });
        List<String> listed = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        new LinkedHashSet<>(required).forEach(name -> (names.contains(name) ? listed : missing).add(name));
        return new Check("required_tools", missing.isEmpty(), missing.isEmpty()
                ? "The card's tools list every required tool."
                : "The card's tools lack some required tools: see missing.", null, listed, missing);
    }

    static Check streamableHttp(JsonNode card) {
        boolean declared = StreamSupport.stream(card.path("remotes").spliterator(), false)
                .anyMatch(CardDeclarations::declares)
                || declares(card.path("transport")) || endpointsDeclare(card.path("endpoints"));
        return Check.of("streamable_http", declared, declared
                ? "The card declares a streamable-http endpoint."
                : "The card declares no streamable-http endpoint in remotes, transport or endpoints.");
    }

    /** SEP-1649 drafts wrote endpoints as an array of transports or as an object keyed by transport type. */
    private static boolean endpointsDeclare(JsonNode endpoints) {
        return endpoints.has(STREAMABLE_HTTP)
                || StreamSupport.stream(endpoints.spliterator(), false).anyMatch(CardDeclarations::declares);
    }

    /** The text streamable-http, or an object whose type (or transport) is that text. */
    private static boolean declares(JsonNode transport) {
        return STREAMABLE_HTTP.equals(transport.textValue())
                || STREAMABLE_HTTP.equals(transport.path("type").textValue())
                || STREAMABLE_HTTP.equals(transport.path("transport").textValue());
    }
}
