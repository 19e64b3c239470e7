package dev.cairn.api;

/**
 * Decides whether a request may run a tool, on whose account, and counts it. REST routes and MCP
 * tools/call both ask it, so keys, plans, quotas and trials are the same on both.
 */
public interface Admission {
    /**
     * The admitted call, counted on the quota that applies; or a problem: 401 when a key is needed or the
     * key's plan does not cover {@code tool}, a {@link QuotaRefusal} (401 or 429) when a quota is used up.
     */
    Admitted admit(String tool, Access access, RequestFacts request);

    /**
     * An admitted call: its caller, the quota it was counted on (null when none: an unmetered deployment,
     * a public endpoint, or a metering outage), and the way to take the count back.
     */
    record Admitted(Caller caller, RateLimit rateLimit, Runnable giveBack) {
        public static Admitted unmetered(Caller caller) {
            return new Admitted(caller, null, () -> { });
        }
    }
}
