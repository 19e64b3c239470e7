package dev.cairn.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.cairn.api.Json;
import dev.cairn.testing.Sentinels;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The sentinel placements of one tool's request body, generated from its input schema: each is the
 * schema's first example with one defect that carries a fresh sentinel (an unknown, duplicate or
 * unpaired-surrogate member name; per property a wrong type, an enum or pattern miss, an over-long string,
 * an out-of-range number, a plain value; per object property the same inside it).
 */
final class EchoBodies {
    /** Fields a successful answer returns by design: a sentinel there may come back with a 2xx. */
    static final Set<String> RETURNED = Set.of("text", "original", "modified", "output", "schema", "title",
            "description", "label", "key", "control_id", "note", "resource_key", "subject_key", "budget_key", "period_key",
            "reservation_key", "stage", "version_label", "consumer_required", "consumer_forbidden",
            // a quality card names its target; a recorded observation its key; a readiness check the tools asked for
            "provider_domain", "canonical_endpoint", "version", "task_category", "region", "observation_key",
            "required_tools");

    /** One body; {@code byDesign} holds its sentinel when a 2xx answer may return it. */
    record Variant(String kind, String body, Set<String> byDesign) {
    }

    private final Sentinels sentinels;
    private final String route;
    private final List<Variant> variants = new ArrayList<>();
    /** The property being varied, null at the top level. */
    private String field;

    private EchoBodies(Sentinels sentinels, String route) {
        this.sentinels = sentinels;
        this.route = route;
    }

    static List<Variant> of(JsonNode schema, String route, Sentinels sentinels) {
        EchoBodies bodies = new EchoBodies(sentinels, route);
        bodies.generate((ObjectNode) schema.path("examples").get(0), schema.path("properties"));
        return bodies.variants;
    }

    private String mint(String kind, String field) {
        return sentinels.mint(kind + " @ " + route + (field == null ? "" : " " + field));
    }

    private void add(String kind, String body) {
        add(kind, body, Set.of());
    }

    private void add(String kind, String body, Set<String> byDesign) {
        variants.add(new Variant(field == null ? kind : kind + " [" + field + "]", body, byDesign));
    }

    private void generate(ObjectNode example, JsonNode properties) {
        String s = mint("unknown member name", null);
        add("unknown member name", with(example, s, TextNode.valueOf("x")));
        s = mint("unknown member's value", null);
        add("unknown member's value", with(example, "extra_member", TextNode.valueOf(s)));
        s = mint("duplicate unknown member name", null);
        add("duplicate unknown member name", append(example, q(s) + ":1," + q(s) + ":2"));
        String first = properties.fieldNames().next();
        s = mint("duplicate member's second value", null);
        add("duplicate member's second value", append(example, q(first) + ":" + q(s)));
        s = mint("member name with an unpaired surrogate", null);
        add("member name with an unpaired surrogate", append(example, "\"" + s + "\\ud800\":1"));
        for (Map.Entry<String, JsonNode> property : (Iterable<Map.Entry<String, JsonNode>>) properties::fields) {
            field = property.getKey();
            field(example, property.getKey(), property.getValue());
        }
        field = null;
    }

    private void field(ObjectNode example, String name, JsonNode schema) {
        String types = schema.path("type").toString();
        String s = mint("wrong type: array holding a string", name);
        // the right type for an array of strings, whose tokens a tool may return (match_policy_requirements)
        add("wrong type: array holding a string", with(example, name, Json.MAPPER.createArrayNode().add(s)),
                RETURNED.contains(name) ? Set.of(s) : Set.of());
        if (!types.contains("string")) {
            s = mint("wrong type: string", name);
            add("wrong type: string", with(example, name, TextNode.valueOf(s)));
        }
        if (!types.contains("object")) {
            s = mint("wrong type: object's member name", name);
            add("wrong type: object's member name", withRaw(example, name, "{" + q(s) + ":1}"));
        }
        if (schema.has("enum")) {
            s = mint("value not in the enum", name);
            add("value not in the enum", with(example, name, TextNode.valueOf(s)));
        }
        if (schema.has("pattern")) {
            s = mint("value failing the pattern", name);
            add("value failing the pattern", with(example, name, TextNode.valueOf(s)));
        }
        if (types.contains("string") && schema.has("maxLength")) {
            s = mint("over-long string", name);
            add("over-long string", with(example, name, TextNode.valueOf(s + "x".repeat(schema.get("maxLength").asInt()))));
        }
        if (types.contains("string")) {
            s = mint("string with an unpaired surrogate", name);
            add("string with an unpaired surrogate", withRaw(example, name, "\"" + s + "\\udc00\""),
                    RETURNED.contains(name) ? Set.of(s) : Set.of());
        }
        if (types.contains("string") && !schema.has("enum") && !schema.has("pattern")
                && schema.path("maxLength").asInt(1000) >= 40) {
            s = mint("plain string value (an id, token or name)", name);
            add("plain string value (an id, token or name)", with(example, name, TextNode.valueOf(s)),
                    RETURNED.contains(name) ? Set.of(s) : Set.of());
        }
        if (types.contains("integer") || types.contains("number")) {
            numbers(example, name, schema);
        }
        if (types.contains("object")) {
            nested(example, name);
        }
        if (name.equals("schema")) {
            schemaKeywords(example, name);
        }
    }

    /** validate_output's schema: references, dialects, patterns and numbers it refuses, each naming a sentinel. */
    private void schemaKeywords(ObjectNode example, String name) {
        String[][] forms = {
                {"remote $ref", "{\"$ref\":\"https://%s.example/s.json\"}"},
                {"file $ref", "{\"$ref\":\"file:///etc/%s\"}"},
                {"unresolvable local $ref", "{\"$ref\":\"#/$defs/%s\"}"},
                {"unknown $schema dialect", "{\"$schema\":\"https://%s.example/schema\"}"},
                {"unsupported pattern", "{\"pattern\":\"(?=%s)a\"}"},
                {"pattern with a backreference", "{\"pattern\":\"(%s)\\\\1\"}"},
                {"invalid type keyword", "{\"type\":\"%s\"}"},
                {"invalid format of a keyword", "{\"properties\":{\"a\":{\"minLength\":\"%s\"}}}"},
                {"$id", "{\"$id\":\"https://%s.example/id\",\"$ref\":\"#/$defs/x\"}"},
                {"$anchor", "{\"$anchor\":\"%s\",\"$ref\":\"#nope\"}"}};
        for (String[] form : forms) {
            String s = mint("schema keyword: " + form[0], name);
            add("schema keyword: " + form[0], withRaw(example, name, String.format(form[1], s)));
        }
        String s = sentinels.mintNumber("schema number beyond the supported exponent @ " + route + " " + name);
        add("schema number beyond the supported exponent", withRaw(example, name, "{\"maximum\":" + s + "e999999}"));
        s = sentinels.mintNumber("output number beyond the supported exponent @ " + route + " output");
        add("output number beyond the supported exponent", withRaw(example, "output", "{\"n\":" + s + "e999999}"));
    }

    private void numbers(ObjectNode example, String name, JsonNode schema) {
        // above every maximum: at least 12 digits, one more than the field's own maximum has (budgets reach 10^12)
        String above = Integer.toString(Math.max(12, Long.toString(schema.path("maximum").asLong()).length() + 1));
        // {kind, digits kept (0: all 20), sign, suffix}
        String[][] forms = {{"integer beyond a long", "0", "", ""}, {"negative integer beyond a long", "0", "-", ""},
                {"integer above the maximum", above, "", ""}, {"integer below the minimum", "12", "-", ""},
                {"fraction", "16", "", ".5"}, {"exponent beyond a double", "16", "", "e400"}};
        for (String[] form : forms) {
            String s = sentinels.mintNumber(form[0] + " @ " + route + " " + name);
            int digits = Integer.parseInt(form[1]);
            add(form[0], withRaw(example, name, form[2] + (digits == 0 ? s : s.substring(0, digits)) + form[3]));
        }
    }

    /** The same defects one level down, in an object-typed property such as fingerprint's arguments. */
    private void nested(ObjectNode example, String name) {
        boolean returned = RETURNED.contains(name);
        String[][] forms = {
                {"nested member name", "{%s:1}"},
                {"nested member name, its value a number beyond a double", "{%s:1e400}"},
                {"nested member name, its value an integer beyond 2^53", "{%s:9007199254740993}"},
                {"nested member name, its value an inexact decimal", "{%s:0.1000000000000000055511151231257827}"},
                {"nested member name, its value an unpaired surrogate", "{%s:\"\\ud800\"}"},
                {"nested member name, repeated", "{%s:1,%<s:2}"},
                {"nested member name, deeper", "{\"a\":[0,{\"b\":{%s:1e400}}]}"},
                {"nested member name, deeper and repeated", "{\"a\":[0,{%s:1,%<s:2}]}"}};
        for (String[] form : forms) {
            String s = mint(form[0], name);
            add(form[0], withRaw(example, name, String.format(form[1], q(s))),
                    returned ? Set.of(s) : Set.of());
        }
        String s = mint("nested member name with an unpaired surrogate", name);
        add("nested member name with an unpaired surrogate",
                withRaw(example, name, "{\"" + s + "\\ud800\":1}"), returned ? Set.of(s) : Set.of());
    }

    static String q(String text) {
        return TextNode.valueOf(text).toString();
    }

    private static String with(ObjectNode example, String name, JsonNode value) {
        ObjectNode copy = example.deepCopy();
        copy.set(name, value);
        return copy.toString();
    }

    /** The example with {@code name}'s value replaced by JSON text (which may be invalid or repeat names). */
    static String withRaw(ObjectNode example, String name, String valueText) {
        ObjectNode copy = example.deepCopy();
        copy.remove(name);
        return append(copy, q(name) + ":" + valueText);
    }

    /** The example with more members written after its own. */
    static String append(ObjectNode example, String members) {
        String text = example.toString();
        return text.substring(0, text.length() - 1) + (example.isEmpty() ? "" : ",") + members + "}";
    }
}
