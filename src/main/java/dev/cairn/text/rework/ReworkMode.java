package dev.cairn.text.rework;

import java.util.Locale;

/** How far rework_text goes: light touches wording lightly, standard adds safe structures, deep adds more. */
public enum ReworkMode {
    LIGHT, STANDARD, DEEP;

    /** The mode named in a request; null (absent) is standard. Names are validated by the tool's schema. */
    public static ReworkMode of(String name) {
        return name == null ? STANDARD : valueOf(name.toUpperCase(Locale.ROOT));
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
