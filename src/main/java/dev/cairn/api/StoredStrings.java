package dev.cairn.api;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;

/**
 * Strings a stateful tool keeps, hashes or keys records by must have a UTF-8 form. JSON can carry an
 * unpaired UTF-16 surrogate ({@code "\ud800"}), which has none: Redis would store it as {@code ?}, so two
 * different strings would become one, and hashing it fails. Such a request is 422 {@code lone_surrogate}.
 */
public final class StoredStrings {
    private StoredStrings() {
    }

    /** Refuses the first member name or string value, in document order, with an unpaired surrogate. */
    public static void requireUtf8(JsonNode body) {
        String pointer = firstLoneSurrogate(body, "");
        if (pointer != null) {
            throw loneSurrogate(pointer);
        }
    }

    static ProblemException loneSurrogate(String pointer) {
        return ProblemException.unprocessable("lone_surrogate",
                "The string contains an unpaired UTF-16 surrogate, which has no UTF-8 form.", pointer);
    }

    private static String firstLoneSurrogate(JsonNode node, String pointer) {
        if (node.isTextual()) {
            return encodable(node.asText()) ? null : pointer;
        }
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> members = node.fields(); members.hasNext(); ) {
                Map.Entry<String, JsonNode> member = members.next();
                String at = pointer + "/" + Problem.FieldError.token(member.getKey());
                if (!encodable(member.getKey())) {
                    return at;
                }
                String found = firstLoneSurrogate(member.getValue(), at);
                if (found != null) {
                    return found;
                }
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                String found = firstLoneSurrogate(node.get(i), pointer + "/" + i);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** Whether {@code text} has a UTF-8 form (holds no unpaired surrogate). */
    static boolean encodable(String text) {
        return StandardCharsets.UTF_8.newEncoder().canEncode(text);
    }
}
