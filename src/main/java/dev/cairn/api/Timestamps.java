package dev.cairn.api;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** The one timestamp form of the API: ISO-8601 UTC with milliseconds. */
public final class Timestamps {
    private static final DateTimeFormatter FORMAT =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    private Timestamps() {
    }

    public static String format(long epochMillis) {
        return FORMAT.format(Instant.ofEpochMilli(epochMillis));
    }

    public static String formatOrNull(Long epochMillis) {
        return epochMillis == null ? null : format(epochMillis);
    }
}
