package dev.cairn.text.secrets;

/** Where one credential is: the rule that found it and its UTF-16 span, end exclusive. Never the value. */
public record SecretSpan(String ruleId, String provider, int start, int end) {
}
