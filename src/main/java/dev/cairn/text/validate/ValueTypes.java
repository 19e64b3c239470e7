package dev.cairn.text.validate;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;

/** JSON Schema type names of values. */
final class ValueTypes {
    private ValueTypes() {
    }

    /** object, array, string, boolean, null, or for numbers integer when the value is whole (1.0 too), else number. */
    static String of(JsonNode node) {
        return switch (node.getNodeType()) {
            case OBJECT -> "object";
            case ARRAY -> "array";
            case STRING -> "string";
            case BOOLEAN -> "boolean";
            case NUMBER -> isWhole(node) ? "integer" : "number";
            default -> "null";
        };
    }

    private static boolean isWhole(JsonNode number) {
        if (number.isIntegralNumber()) {
            return true;
        }
        if (number.isBigDecimal()) {
            BigDecimal value = number.decimalValue();
            return value.signum() == 0 || value.stripTrailingZeros().scale() <= 0;
        }
        double value = number.doubleValue();
        return Double.isFinite(value) && value == Math.rint(value);
    }
}
