package dev.cairn.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Problem;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Keeps the caller's member names out of error pointers. A pointer may name only the properties the
 * tool's input schema declares, and array indices under them; where it would go on into members the
 * caller named (an unknown property, the free-form {@code arguments} of an action intent), it stops at the
 * object that holds them, and the message says where by position ("member 2, then item 1 of /arguments"):
 * a member name can be a pasted secret.
 */
final class DeclaredPointers {
    private DeclaredPointers() {
    }

    /** {@code error} with its pointer confined to declared names, the rest of the way told by position. */
    static Problem.FieldError confine(Problem.FieldError error, JsonNode schema, JsonNode body) {
        if (error.pointer() == null) {
            return error;
        }
        List<String> tokens = tokens(error.pointer());
        StringBuilder declared = new StringBuilder();
        JsonNode rule = schema;
        JsonNode node = body;
        int at = 0;
        for (; at < tokens.size(); at++) {
            String token = tokens.get(at);
            if (node.isObject() && rule.path("properties").has(token)) {
                rule = rule.path("properties").path(token);
            } else if (node.isArray() && index(token) >= 0) {
                rule = rule.path("items");
            } else {
                break;
            }
            node = child(node, token);
            declared.append('/').append(Problem.FieldError.token(token));
        }
        if (at == tokens.size()) {
            return new Problem.FieldError(declared.toString(), error.message());
        }
        List<String> steps = new ArrayList<>();
        for (; at < tokens.size(); at++) {
            steps.add(step(node, tokens.get(at)));
            node = child(node, tokens.get(at));
        }
        String holder = declared.isEmpty() ? "the body" : declared.toString();
        return new Problem.FieldError(declared.toString(),
                error.message() + " (" + String.join(", then ", steps) + " of " + holder + ")");
    }

    /** "member 3" (1-based, in document order) or "item 2" (1-based); "a member" when it cannot be found. */
    private static String step(JsonNode node, String token) {
        if (node.isArray() && index(token) >= 0) {
            return "item " + (index(token) + 1);
        }
        if (node.isObject()) {
            int position = 1;
            for (Iterator<String> names = node.fieldNames(); names.hasNext(); position++) {
                if (names.next().equals(token)) {
                    return "member " + position;
                }
            }
        }
        return "a member";
    }

    private static JsonNode child(JsonNode node, String token) {
        return node.isArray() ? node.path(Math.max(index(token), 0)) : node.path(token);
    }

    /** The array index a token spells (RFC 6901: no leading zeros), or -1. */
    private static int index(String token) {
        return token.matches("0|[1-9][0-9]{0,8}") ? Integer.parseInt(token) : -1;
    }

    private static List<String> tokens(String pointer) {
        List<String> tokens = new ArrayList<>();
        if (pointer.isEmpty()) {
            return tokens;
        }
        for (String token : pointer.substring(1).split("/", -1)) {
            tokens.add(token.replace("~1", "/").replace("~0", "~"));
        }
        return tokens;
    }
}
