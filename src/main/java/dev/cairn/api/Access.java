package dev.cairn.api;

/** Who may call a tool (spec §5); how much is the access gate's business (spec §8). */
public enum Access {
    /** No key needed: the free allowance shared per public IP; a key, when sent, counts on its plan instead. */
    OPEN,
    /** A premium text tool: anonymous calls within the per-IP, per-tool trial, else a key. */
    TRIAL,
    /** A key whose plan covers every tool: a subscription, or a founding grant that has not ended. */
    SUBSCRIPTION,
    /** A quality contribution: a subscription or founding key, or a verified contributor identity. */
    CONTRIBUTION,
    /**
     * A public bearer endpoint (spec §4.7): no API key, never metered, REST only (not an MCP tool). The
     * bearer token in the body is the credential; answers are {@code no-store, private}.
     */
    PUBLIC;

    /** Whether an anonymous caller is refused outright (no allowance or trial admits one). */
    public boolean needsKey() {
        return this == SUBSCRIPTION || this == CONTRIBUTION;
    }
}
