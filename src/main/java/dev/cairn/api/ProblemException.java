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

    public static ProblemException unauthorized(String code, String detail) {
        return new ProblemException(Problem.of(401, code, "Authentication required", detail));
    }
}
