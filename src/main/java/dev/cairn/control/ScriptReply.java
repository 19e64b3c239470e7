package dev.cairn.control;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The reply of a record script: {@code {outcome, detail, field, value, ...}}, the outcome first, then one
 * detail (a member index, or empty), then the record's hash as it stands after the script.
 */
public record ScriptReply(String outcome, String detail, Map<String, String> fields) {
    public static ScriptReply of(Object reply) {
        List<?> items = (List<?>) reply;
        Map<String, String> fields = new HashMap<>();
        for (int i = 2; i + 1 < items.size(); i += 2) {
            fields.put((String) items.get(i), (String) items.get(i + 1));
        }
        return new ScriptReply((String) items.get(0), (String) items.get(1), fields);
    }

    public boolean is(String expected) {
        return outcome.equals(expected);
    }

    public Long number(String field) {
        String value = fields.get(field);
        return value == null || value.isEmpty() ? null : Long.valueOf(value);
    }

    /** A text field, null when absent or stored empty (how scripts store "none"). */
    public String text(String field) {
        String value = fields.get(field);
        return value == null || value.isEmpty() ? null : value;
    }
}
