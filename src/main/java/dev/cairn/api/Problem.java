package dev.cairn.api;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * An RFC 9457 problem document. {@code detail} and every {@link FieldError#message()} describe the
 * defect without quoting the offending input, which may be a secret. {@code retryAfterSeconds}, when
 * above 0, travels as the response's {@code Retry-After} header, not in the document.
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Problem(String type, String title, int status, String detail, String code, List<FieldError> errors,
                      @JsonIgnore long retryAfterSeconds) {

    public static final String MEDIA_TYPE = "application/problem+json";

    public record FieldError(String pointer, String message) {
        /** One reference token of an RFC 6901 pointer: {@code ~} and {@code /} escaped. */
        public static String token(String name) {
            return name.replace("~", "~0").replace("/", "~1");
        }
    }

    public static Problem of(int status, String code, String title, String detail) {
        return new Problem("urn:cairn:problem:" + code, title, status, detail, code, List.of(), 0);
    }

    public Problem withErrors(List<FieldError> fieldErrors) {
        return new Problem(type, title, status, detail, code, List.copyOf(fieldErrors), retryAfterSeconds);
    }

    /** The same problem, answered with {@code Retry-After: seconds}. */
    public Problem retryingAfter(long seconds) {
        return new Problem(type, title, status, detail, code, errors, seconds);
    }
}
