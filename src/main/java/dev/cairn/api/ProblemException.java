package dev.cairn.api;

import java.util.List;

/** Ends a request with a problem response. The message is the problem's detail. */
public class ProblemException extends RuntimeException {
    private final transient Problem problem;

    public ProblemException(Problem problem) {
        super(problem.detail(), null, false, false);
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
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
