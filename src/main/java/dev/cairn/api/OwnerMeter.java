package dev.cairn.api;

/**
 * Counts calls made on an account's behalf by someone else: each event accepted into a signal inbox is one call
 * for the inbox's owner (spec §6.3).
 */
public interface OwnerMeter {
    /**
     * Counts one call for {@code accountId} on its plan, or throws 429 {@code owner_limit_reached} when its plan
     * allows no more; returns what takes the call back when it is not made after all.
     */
    Runnable count(String accountId);
}
