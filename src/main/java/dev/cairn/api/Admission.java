package dev.cairn.api;

/**
 * Decides whether a request may run a tool and on whose account. REST routes and MCP tools/call both
 * ask it, so the bearer-key rules (and later metering, trials and x402) are the same on both.
 */
public interface Admission {
    /** The caller for {@code authorization} (the raw header, may be null), or a 401 problem. */
    Caller admit(Access access, String authorization);
}
