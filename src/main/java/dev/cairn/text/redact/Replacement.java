package dev.cairn.text.redact;

/**
 * One placeholder written into the redacted text.
 *
 * @param placeholder  e.g. {@code [EMAIL_1]}; the same value gets the same placeholder within one call
 * @param type         the placeholder's type, e.g. {@code EMAIL}, {@code SECRET}
 * @param source       {@code identifier} (personal data) or {@code credential} (the detect_secrets engine)
 * @param ruleId       the detect_secrets rule for credentials, null for identifiers
 * @param offset       UTF-16 offset of the placeholder in the redacted text
 * @param length       UTF-16 length of the placeholder
 * @param inputOffset  UTF-16 offset of the replaced value in the input
 * @param inputLength  UTF-16 length of the replaced value
 */
public record Replacement(String placeholder, String type, String source, String ruleId, int offset, int length,
                          int inputOffset, int inputLength) {
}
