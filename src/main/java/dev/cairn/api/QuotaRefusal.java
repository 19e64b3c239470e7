package dev.cairn.api;

/** A call the access gate refused because a quota is used up: the problem, and the quota's state. */
public final class QuotaRefusal extends ProblemException {
    private final transient RateLimit rateLimit;

    public QuotaRefusal(Problem problem, RateLimit rateLimit) {
        super(problem);
        this.rateLimit = rateLimit;
    }

    public RateLimit rateLimit() {
        return rateLimit;
    }
}
