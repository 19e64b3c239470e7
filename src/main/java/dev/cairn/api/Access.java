package dev.cairn.api;

/** Who may call a tool. Metering, free allowances, trials and x402 refine these classes later. */
public enum Access {
    /** No key needed (a shared free allowance); a key, when sent, must still be valid. */
    OPEN,
    /** A valid subscription API key is required. */
    SUBSCRIPTION
}
