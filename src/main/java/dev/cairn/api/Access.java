package dev.cairn.api;

/** Who may call a tool. Metering, free allowances, trials and x402 refine these classes later. */
public enum Access {
    /** No key needed (a shared free allowance); a key, when sent, must still be valid. */
    OPEN,
    /**
     * A premium text tool: anonymous calls within the per-IP trial (spec §8), else a key. The trial is
     * not metered yet, so today it admits like {@link #OPEN}; metering will refine it in the gate.
     */
    TRIAL,
    /** A valid subscription API key is required. */
    SUBSCRIPTION,
    /**
     * A public bearer endpoint (spec §4.7): no API key, never metered, REST only (not an MCP tool). The
     * bearer token in the body is the credential; answers are {@code no-store, private}.
     */
    PUBLIC
}
