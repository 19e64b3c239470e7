package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;

/** Bounds on JSON trees that reach the library: nesting, and decimal exponents. */
final class TreeLimits {
    /**
     * Decimals (what a mapper with USE_BIG_DECIMAL_FOR_FLOATS makes) keep their exponent exactly, and the
     * library's arithmetic on them is as big as the exponent: {@code {"enum": [1e999999999]}} against 1.0 ran
     * out of a 1 GB heap.
     */
    static final int MAX_EXPONENT = 1000;

    private TreeLimits() {
    }

    /** Whether containers nest more than {@code max} levels ({@code {}} is one level). */
    static boolean deeperThan(JsonNode node, int max) {
        if (!node.isContainerNode()) {
            return false;
        }
        if (max == 0) {
            return true;
        }
        for (JsonNode child : node) {
            if (deeperThan(child, max - 1)) {
                return true;
            }
        }
        return false;
    }

    /** The place of the first decimal whose exponent is beyond ±{@link #MAX_EXPONENT}; the tree must be bounded. */
    static Optional<Place> extremeNumber(JsonNode root, Place start) {
        return start.first(root, (node, place) -> node.isBigDecimal()
            && Math.abs(node.decimalValue().scale()) > MAX_EXPONENT ? Optional.of(place) : Optional.empty());
    }
}
