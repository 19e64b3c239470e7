package dev.cairn.api;

/**
 * Decides whether a request may run a tool and on whose account. REST routes and MCP tools/call both
 * ask it, so the bearer-key rules (and later metering, trials and x402) are the same on both.
 */
public interface Admission {
    /** The caller for the request (reached at its base URL), or a 401 problem. */
    Caller admit(Access access, RequestFacts request);
}
