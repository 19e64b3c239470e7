package dev.cairn.control;

import dev.cairn.api.Timestamps;
import java.util.Map;

/** Reads a record's hash fields: scripts store "none" as an absent or empty field, and times as epoch ms. */
public final class StoredFields {
    private StoredFields() {
    }

    public static String text(Map<String, String> fields, String field) {
        String value = fields.get(field);
        return value == null || value.isEmpty() ? null : value;
    }

    public static Long number(Map<String, String> fields, String field) {
        String value = text(fields, field);
        return value == null ? null : Long.valueOf(value);
    }

    /** A stored time as the API's timestamp, or null when none is stored. */
    public static String stamp(Map<String, String> fields, String field) {
        return Timestamps.formatOrNull(number(fields, field));
    }
}
