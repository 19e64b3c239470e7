package dev.cairn.api;

import java.util.List;
import java.util.OptionalLong;

/** Ends a request with a problem response. The message is the problem's detail. */
public class ProblemException extends RuntimeException {
    private final transient Problem problem;
    private final long retryAfterSeconds;

    public ProblemException(Problem problem) {
        this(problem, 0);
    }

    private ProblemException(Problem problem, long retryAfterSeconds) {
        super(problem.detail(), null, false, false);
        this.problem = problem;
        this.retryAfterSeconds = retryAfterSeconds;
    }

    /** A 429 whose response carries {@code Retry-After: retryAfterSeconds}. */
    public static ProblemException tooManyRequests(Problem problem, long retryAfterSeconds) {
        return new ProblemException(problem, retryAfterSeconds);
    }

    public Problem problem() {
        return problem;
    }

    /** The {@code Retry-After} the response carries, in seconds; empty when it carries none. */
    public OptionalLong retryAfterSeconds() {
        return retryAfterSeconds > 0 ? OptionalLong.of(retryAfterSeconds) : OptionalLong.empty();
    }

    public static ProblemException badRequest(String code, String detail, List<Problem.FieldError> errors) {
        return new ProblemException(Problem.of(400, code, "Invalid request", detail).withErrors(errors));
    }

    public static ProblemException unprocessable(String code, String detail, String pointer) {
        Problem problem = Problem.of(422, code, "Unprocessable request", detail);
        return new ProblemException(pointer == null ? problem
                : problem.withErrors(List.of(new Problem.FieldError(pointer, detail))));
    }

    /** A public bearer endpoint's answer to a token that does not open the record: it says nothing more. */
    public static ProblemException tokenInvalid() {
        return new ProblemException(Problem.of(403, "token_invalid", "Forbidden", "The token does not open this record."));
    }

    /** No record has the id (or it belongs to another account, which is not said). */
    public static ProblemException notFound(String detail) {
        return new ProblemException(Problem.of(404, "not_found", "Not found", detail));
    }

    public static ProblemException unauthorized(String code, String detail) {
        return new ProblemException(Problem.of(401, code, "Authentication required", detail));
    }
}
