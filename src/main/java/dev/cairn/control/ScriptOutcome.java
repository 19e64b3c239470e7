package dev.cairn.control;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a transition script answered: its verdict, then the record's fields as {@code field, value, ...}
 * (none when the verdict is about a record the caller may not see).
 */
public record ScriptOutcome(String verdict, Map<String, String> fields) {

    public static ScriptOutcome of(Object reply) {
        List<?> list = (List<?>) reply;
        Map<String, String> fields = new HashMap<>();
        for (int i = 1; i + 1 < list.size(); i += 2) {
            fields.put((String) list.get(i), (String) list.get(i + 1));
        }
        return new ScriptOutcome((String) list.get(0), fields);
    }

    public boolean is(String expected) {
        return verdict.equals(expected);
    }
}
