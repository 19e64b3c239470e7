package dev.cairn.access;

import java.util.Arrays;
import java.util.Locale;

/** What an account may use. Founding-access and contributor plans arrive with metering. */
public enum Plan {
    SUBSCRIPTION;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Plan parse(String text) {
        return Arrays.stream(values())
                .filter(plan -> plan.id().equals(text))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown plan; known plans: "
                        + Arrays.stream(values()).map(Plan::id).toList()));
    }
}
