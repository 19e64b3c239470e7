package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Says which reference ($ref, $dynamicRef, $recursiveRef) the library refused. The library names the refused
 * target, not the keyword it came from, so the first reference in document order whose value fits is taken.
 */
final class References {
    private static final List<String> KEYWORDS = List.of("$ref", "$dynamicRef", "$recursiveRef");

    private References() {
    }

    /** "the reference at {@link Place}" for the first reference whose value {@code fits}, else "a reference". */
    static String which(JsonNode schema, Predicate<String> fits) {
        return Place.schemaRoot().first(schema, (node, place) -> {
            if (!place.holdsSchema() || !node.isObject()) {
                return Optional.empty();
            }
            return KEYWORDS.stream()
                .filter(keyword -> node.path(keyword).isTextual() && fits.test(node.get(keyword).textValue()))
                .findFirst().map(keyword -> place.member(node, keyword));
        }).map(place -> "the reference at " + place).orElse("a reference");
    }
}
