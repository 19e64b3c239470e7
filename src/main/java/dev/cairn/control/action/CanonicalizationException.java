package dev.cairn.control.action;

/**
 * A JSON value that RFC 8785 canonicalization cannot represent exactly. The message never contains the
 * offending value, which may be a secret.
 */
public final class CanonicalizationException extends RuntimeException {

    private final String code;
    private final String pointer;

    public CanonicalizationException(String code, String pointer, String message) {
        super(message);
        this.code = code;
        this.pointer = pointer;
    }

    /** Stable snake_case reason: {@code number_not_interoperable} or {@code lone_surrogate}. */
    public String code() {
        return code;
    }

    /** RFC 6901 pointer of the offending value relative to the canonicalized root; {@code ""} is the root. */
    public String pointer() {
        return pointer;
    }
}
