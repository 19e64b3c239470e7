package dev.cairn.text.unicode;

/** Finding categories and severities as small ints for the hot path; names are the public strings. */
final class Cat {
    static final int NONE = 0;
    static final int BIDI = 1;
    static final int TAG = 2;
    static final int ZERO_WIDTH = 3;
    static final int VS = 4;
    static final int CONTROL = 5;
    static final int LONE_SURROGATE = 6;
    static final int NONCHARACTER = 7;
    static final int PRIVATE_USE = 8;
    static final int UNASSIGNED = 9;
    static final int WHITESPACE = 10;
    static final int MIXED_SCRIPT = 11;
    static final int CONFUSABLE = 12;
    static final int NORMALIZATION = 13;
    /** Decimal digits of two scripts in one number ("10٠0"): judged by the scanner, never stored in the table. */
    static final int MIXED_DIGITS = 14;
    /** More combining marks on one base than any orthography of the base's script uses ("zalgo"). */
    static final int STACKED_MARKS = 15;

    static final String[] NAMES = {"none", "bidi_control", "tag_character", "zero_width", "variation_selector",
        "control", "lone_surrogate", "noncharacter", "private_use", "unassigned", "unusual_whitespace",
        "mixed_script", "confusable", "normalization", "mixed_digits", "stacked_marks"};

    /** Legitimate inside an emoji or script sequence: no finding, kept by every scrub mode. */
    static final int SEQ = -1;
    /** Legitimate (leading BOM, French NBSP): no finding, kept by standard, changed by strict. */
    static final int LEGIT = 0;
    static final int INFO = 1;
    static final int LOW = 2;
    static final int MEDIUM = 3;
    static final int HIGH = 4;

    static final String[] SEVERITIES = {"none", "info", "low", "medium", "high"};

    private Cat() {
    }

    static String severity(int level) {
        return level <= 0 ? "none" : SEVERITIES[level];
    }
}
