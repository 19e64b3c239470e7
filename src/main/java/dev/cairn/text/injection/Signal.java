package dev.cairn.text.injection;

/**
 * One risk signal of {@link InjectionScanner#scan(String)}.
 *
 * @param category    lower snake_case, e.g. {@code instruction_override}
 * @param severity    {@code low}, {@code medium} or {@code high}
 * @param offset      UTF-16 index of the first char of the evidence
 * @param length      UTF-16 length of the evidence
 * @param line        1-based line (LF, CR and CRLF end a line)
 * @param column      1-based column in code points
 * @param explanation fixed text per rule; never the matched text
 * @param decodedFrom {@code base64}, {@code hex}, {@code binary}, {@code url}, {@code rot13} or {@code unicode_tags} when the
 *                    evidence was found in a decoded payload (the span is then the encoded run), else null
 */
public record Signal(String category, String severity, int offset, int length, int line, int column,
                     String explanation, String decodedFrom) {
}
