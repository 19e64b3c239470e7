package dev.cairn.api;

/** Who made a request: an account identified by its API key, or nobody. */
public record Caller(String accountId, String plan) {
    public static final Caller ANONYMOUS = new Caller(null, null);

    public boolean isAnonymous() {
        return accountId == null;
    }
}
