package dev.cairn.api;

/**
 * Who made a request (an account identified by its API key, or nobody) and the base URL they reached
 * Cairn at, from which links handed to humans are made.
 */
public record Caller(String accountId, String plan, String baseUrl) {
    public static final Caller ANONYMOUS = new Caller(null, null, null);

    public Caller(String accountId, String plan) {
        this(accountId, plan, null);
    }

    public boolean isAnonymous() {
        return accountId == null;
    }

    public Caller reachedAt(String base) {
        return new Caller(accountId, plan, base);
    }
}
