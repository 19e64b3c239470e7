package dev.cairn.text.unicode;

import java.util.List;

/**
 * One anomaly: a run of adjacent code points of the same category, or one suspicious token.
 *
 * @param category   lower snake_case category, e.g. {@code bidi_control}
 * @param severity   {@code info}, {@code low}, {@code medium} or {@code high}
 * @param offset     UTF-16 index of the first char
 * @param length     UTF-16 length of the run
 * @param line       1-based line (LF, CR and CRLF end a line)
 * @param column     1-based column in code points
 * @param codePoints at most 32, as {@code U+XXXX}
 * @param names      ICU names of those code points
 * @param decoded    hidden text spelled by tag characters or carried by variation selectors, else null
 * @param skeleton   UTS #39 skeleton of a suspicious token, else null
 */
public record Finding(String category, String severity, int offset, int length, int line, int column,
                      List<String> codePoints, List<String> names, String explanation, String decoded,
                      String skeleton) {
}
