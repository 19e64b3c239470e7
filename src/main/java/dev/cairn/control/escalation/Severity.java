package dev.cairn.control.escalation;

import java.util.Locale;

/**
 * Escalation severities and the SLAs used when create omits them: the more severe, the sooner an operator
 * must acknowledge (response) and resolve (resolution).
 */
enum Severity {
    CRITICAL(15 * 60, 4 * 60 * 60),
    HIGH(60 * 60, 24 * 60 * 60),
    MEDIUM(4 * 60 * 60, 3 * 24 * 60 * 60),
    LOW(24 * 60 * 60, 7 * 24 * 60 * 60);

    final int defaultResponseSlaSeconds;
    final int defaultResolutionSlaSeconds;

    Severity(int defaultResponseSlaSeconds, int defaultResolutionSlaSeconds) {
        this.defaultResponseSlaSeconds = defaultResponseSlaSeconds;
        this.defaultResolutionSlaSeconds = defaultResolutionSlaSeconds;
    }

    static Severity of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
