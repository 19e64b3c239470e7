package dev.cairn.access;

import dev.cairn.api.Problem;
import dev.cairn.api.ProblemException;
import dev.cairn.api.QuotaRefusal;
import dev.cairn.api.RateLimit;

/**
 * The gate's refusals, each with a stable code. They state the quota and when it renews, never a count: behind
 * one address or on one account, the count may be other callers' use.
 */
final class QuotaRefusals {
    private static final String SEND_KEY = "send an API key (Authorization: Bearer <key>)";

    private QuotaRefusals() {
    }

    static QuotaRefusal freeAllowanceExhausted(Quota quota, RateLimit state) {
        return new QuotaRefusal(Problem.of(429, "free_allowance_exhausted", "Too many requests",
                "This address has used this UTC month's free allowance of " + quota.quota() + " calls (scrub_text,"
                        + " inspect_text, fingerprint_action, check_agent_readiness and the quality read tools together). It renews at the"
                        + " start of the next month; or " + SEND_KEY + ".")
                .retryingAfter(state.resetSeconds()), state);
    }

    static QuotaRefusal trialExhausted(String tool, Quota quota, RateLimit state) {
        return new QuotaRefusal(Problem.of(401, "trial_exhausted", "Unauthorized",
                "This address has used this UTC month's " + quota.quota() + " anonymous calls of " + tool + ": "
                        + SEND_KEY + "."), state);
    }

    static QuotaRefusal monthlyLimitReached(Quota quota, RateLimit state) {
        return new QuotaRefusal(Problem.of(429, "monthly_limit_reached", "Too many requests",
                "This account has made the " + quota.quota() + " calls its plan allows in this UTC month; it may"
                        + " call again at the start of the next month.")
                .retryingAfter(state.resetSeconds()), state);
    }

    static ProblemException foundingAccessEnded() {
        return ProblemException.unauthorized("founding_access_ended", "This founding-access key's grant ("
                + Plan.FOUNDING_DAYS + " days or " + Plan.FOUNDING_CALLS + " calls) has ended: this tool needs a"
                + " subscription key. The free allowance and the trials still admit this caller as anonymous.");
    }

    static ProblemException subscriptionRequired() {
        return ProblemException.unauthorized("subscription_required", "A contributor identity writes quality"
                + " observations and correction requests only: this tool needs a subscription key.");
    }

    /** A signal delivery to an inbox whose owner may make no more calls; 0: the owner's limit does not renew. */
    static QuotaRefusal ownerLimitReached(long retryAfterSeconds) {
        return new QuotaRefusal(Problem.of(429, "owner_limit_reached", "Too many requests",
                "The owner of this signal inbox has reached its usage limit, so the inbox accepts no events for now.")
                .retryingAfter(retryAfterSeconds), null);
    }
}
