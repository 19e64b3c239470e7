package dev.cairn.text.unicode;

/** What {@link Scrubber} changes; see docs/text-tools.md. */
public enum ScrubMode {
    STANDARD, STRICT, UNICODE;

    /** {@code "standard"}, {@code "strict"} or {@code "unicode"}; anything else is an IllegalArgumentException. */
    public static ScrubMode of(String lowerCaseName) {
        if (lowerCaseName == null) {
            throw new IllegalArgumentException("scrub mode is null");
        }
        return switch (lowerCaseName) {
            case "standard" -> STANDARD;
            case "strict" -> STRICT;
            case "unicode" -> UNICODE;
            default -> throw new IllegalArgumentException("unknown scrub mode (standard, strict or unicode)");
        };
    }
}
