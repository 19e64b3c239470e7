package dev.cairn.text.injection;

/** Signal severities as small ints (higher is worse) and their public names. */
final class Severity {
    static final int LOW = 1;
    static final int MEDIUM = 2;
    static final int HIGH = 3;
    private static final String[] NAMES = {"none", "low", "medium", "high"};

    private Severity() {
    }

    static String name(int severity) {
        return NAMES[severity];
    }
}
