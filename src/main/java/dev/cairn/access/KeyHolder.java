package dev.cairn.access;

import java.time.Instant;

/**
 * The account behind a valid API key: its id, the key's public id ({@code key_…}, never the secret; null for an
 * account found by its id, as an inbox owner is), the account's plan, when the account was created (a founding
 * grant runs from then) and whether the operator verified it as a quality contributor (spec §5.4, §5.5).
 */
public record KeyHolder(String accountId, String keyId, Plan plan, Instant createdAt, boolean contributor) {
}
