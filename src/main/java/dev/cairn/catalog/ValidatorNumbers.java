package dev.cairn.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.Iterator;
import java.util.Map;

/**
 * The body as the schema validator sees it: a number whose decimal exponent lies beyond ±400 stands as
 * ±1e400 or ±1e-400 (and a zero written with such an exponent as 0). Past every double and every bound a tool's schema states, the stand-in compares with
 * those bounds, and is an integer or not, exactly as the number sent; but the validator's {@code enum}
 * check writes a number out in full digits, which for {@code 1e999999} held a core for 15 s. Only the
 * validator sees stand-ins: the handler gets the body as sent.
 */
final class ValidatorNumbers {
    static final int EXPONENT_LIMIT = 400;
    private static final BigDecimal HUGE = BigDecimal.ONE.scaleByPowerOfTen(EXPONENT_LIMIT);
    private static final BigDecimal TINY = BigDecimal.ONE.scaleByPowerOfTen(-EXPONENT_LIMIT);

    private ValidatorNumbers() {
    }

    static JsonNode tamed(JsonNode body) {
        return hasWild(body) ? tame(body.deepCopy()) : body;
    }

    private static boolean hasWild(JsonNode node) {
        if (node.isContainerNode()) {
            for (JsonNode child : node) {
                if (hasWild(child)) {
                    return true;
                }
            }
            return false;
        }
        return isWild(node);
    }

    private static boolean isWild(JsonNode node) {
        return node.isBigDecimal() && Math.abs(exponent(node.decimalValue())) > EXPONENT_LIMIT;
    }

    private static JsonNode tame(JsonNode node) {
        if (node instanceof ObjectNode object) {
            for (Iterator<Map.Entry<String, JsonNode>> members = object.fields(); members.hasNext(); ) {
                Map.Entry<String, JsonNode> member = members.next();
                member.setValue(tame(member.getValue()));
            }
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                array.set(i, tame(array.get(i)));
            }
        } else if (isWild(node)) {
            BigDecimal value = node.decimalValue();
            if (value.signum() == 0) {
                return DecimalNode.valueOf(BigDecimal.ZERO);
            }
            BigDecimal standIn = exponent(value) > 0 ? HUGE : TINY;
            return DecimalNode.valueOf(value.signum() < 0 ? standIn.negate() : standIn);
        }
        return node;
    }

    /** The exponent of the number in scientific notation: 2 for 123, -3 for 0.00123. */
    private static long exponent(BigDecimal value) {
        return (long) value.precision() - value.scale() - 1;
    }
}
