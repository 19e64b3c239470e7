package dev.cairn.control.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import java.util.ArrayList;
import java.util.List;

/**
 * Requests a tool's input schema refuses, each made from the schema's valid example with one defect: an unknown
 * member, a required member left out, a member of the wrong JSON type, a member beyond one of its bounds (length,
 * range, enum, pattern). Each names the pointer its 400 must carry. Values that could be quoted back carry
 * {@link #SENTINEL}, which no answer may contain.
 */
final class BadBodies {
    static final String SENTINEL = "S3NT1NEL-contract";
    /** The largest integer JSON numbers carry exactly; a bound at it cannot be passed by one without leaving them. */
    private static final long MAX_SAFE = 9_007_199_254_740_991L;

    private BadBodies() {
    }

    /** One defective request and the pointer of its one defect. */
    record BadBody(String defect, String body, String pointer) {
        @Override
        public String toString() {
            return defect;
        }
    }

    static List<BadBody> of(JsonNode schema, ObjectNode valid) {
        List<BadBody> bad = new ArrayList<>();
        bad.add(new BadBody("a member the schema does not declare (its name is told by no pointer)",
                with(valid, SENTINEL + "_member", Json.MAPPER.getNodeFactory().numberNode(1)), ""));
        schema.path("required").forEach(required -> {
            ObjectNode body = valid.deepCopy();
            body.remove(required.asText());
            bad.add(new BadBody("required " + required.asText() + " left out", body.toString(), "/" + required.asText()));
        });
        schema.path("properties").fields().forEachRemaining(property -> {
            String member = property.getKey();
            JsonNode rule = property.getValue();
            String pointer = "/" + member;
            if (rule.has("type") || rule.has("enum") || rule.has("const")) {
                JsonNode wrong = rule.path("type").asText().equals("array") ? text(SENTINEL)
                        : Json.MAPPER.createArrayNode().add(SENTINEL);
                bad.add(new BadBody(member + " of the wrong type", with(valid, member, wrong), pointer));
            }
            if (rule.has("maxLength")) {
                bad.add(new BadBody(member + " over maxLength",
                        with(valid, member, text("x".repeat(rule.path("maxLength").asInt() + 1))), pointer));
            }
            if (rule.path("minLength").asInt() > 0) {
                bad.add(new BadBody(member + " under minLength",
                        with(valid, member, text("x".repeat(rule.path("minLength").asInt() - 1))), pointer));
            }
            if (rule.has("maximum") && rule.path("maximum").asLong() < MAX_SAFE) {
                bad.add(new BadBody(member + " over maximum", with(valid, member,
                        Json.MAPPER.getNodeFactory().numberNode(rule.path("maximum").asLong() + 1)), pointer));
            }
            if (rule.has("minimum")) {
                bad.add(new BadBody(member + " under minimum", with(valid, member,
                        Json.MAPPER.getNodeFactory().numberNode(rule.path("minimum").asLong() - 1)), pointer));
            }
            if (rule.has("enum")) {
                bad.add(new BadBody(member + " not one of its enum", with(valid, member, text(SENTINEL)), pointer));
            }
            if (rule.has("pattern")) {
                bad.add(new BadBody(member + " not matching its pattern", with(valid, member, text(SENTINEL)), pointer));
            }
        });
        return bad;
    }

    private static String with(ObjectNode valid, String member, JsonNode value) {
        ObjectNode body = valid.deepCopy();
        body.set(member, value);
        return body.toString();
    }

    private static JsonNode text(String value) {
        return Json.MAPPER.getNodeFactory().textNode(value);
    }
}
