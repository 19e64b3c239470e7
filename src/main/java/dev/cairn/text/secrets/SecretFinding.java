package dev.cairn.text.secrets;

import java.util.List;

/**
 * One likely credential. Never carries the value, nor any part of it.
 *
 * @param ruleId      the rule that matched, e.g. {@code github-classic-pat}
 * @param provider    who issues it, e.g. {@code github}, or {@code generic}
 * @param confidence  {@code high}, {@code medium} or {@code low}
 * @param evidence    what the confidence rests on: {@code checksum}, {@code prefix}, {@code keyword},
 *                    {@code entropy}, {@code structure}
 * @param offset      UTF-16 index of the value's first char
 * @param length      UTF-16 length of the value
 * @param line        1-based line of the value's start
 * @param column      1-based column in code points
 * @param fingerprint {@code hmac-sha256:} and the hex HMAC of the value under the server's key
 */
public record SecretFinding(String ruleId, String provider, String confidence, List<String> evidence, int offset,
                            int length, int line, int column, String fingerprint) {
}
