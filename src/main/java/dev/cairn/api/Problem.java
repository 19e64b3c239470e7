package dev.cairn.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * An RFC 9457 problem document. {@code detail} and every {@link FieldError#message()} describe the
 * defect without quoting the offending input, which may be a secret.
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Problem(String type, String title, int status, String detail, String code, List<FieldError> errors) {

    public static final String MEDIA_TYPE = "application/problem+json";

    public record FieldError(String pointer, String message) {
        /** One reference token of an RFC 6901 pointer: {@code ~} and {@code /} escaped. */
        public static String token(String name) {
            return name.replace("~", "~0").replace("/", "~1");
        }
    }

    public static Problem of(int status, String code, String title, String detail) {
        return new Problem("urn:cairn:problem:" + code, title, status, detail, code, List.of());
    }

    public Problem withErrors(List<FieldError> fieldErrors) {
        return new Problem(type, title, status, detail, code, List.copyOf(fieldErrors));
    }
}
