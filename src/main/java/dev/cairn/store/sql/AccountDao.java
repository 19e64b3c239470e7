package dev.cairn.store.sql;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;
import org.jdbi.v3.sqlobject.transaction.Transaction;

/**
 * Accounts and API keys. Keys are looked up by the SHA-256 of their text; the text itself is never stored.
 * Revocation times come from the database's clock ({@code now()}), so every instance can ask for the keys
 * revoked recently by that one clock.
 */
@RegisterConstructorMapper(AccountDao.KeyOwner.class)
@RegisterConstructorMapper(AccountDao.KeyListing.class)
public interface AccountDao {

    /** The account behind a valid key; {@code createdAt} is the account's creation on the service's clock. */
    record KeyOwner(String accountId, String keyId, String plan, Instant createdAt, boolean contributor) {
    }

    /** One key as the operator sees it: never its secret nor its hash. {@code createdAt} is the key's. */
    record KeyListing(String keyId, String accountId, String plan, boolean contributor, Instant createdAt,
                      Instant lastUsedAt, Instant revokedAt) {
    }

    @SqlUpdate("INSERT INTO accounts (id, plan, contributor, created_at) VALUES (:id, :plan, :contributor, :createdAt)")
    void insertAccount(@Bind("id") String id, @Bind("plan") String plan, @Bind("contributor") boolean contributor,
                       @Bind("createdAt") Instant createdAt);

    @SqlUpdate("INSERT INTO api_keys (key_hash, key_id, account_id, created_at)"
            + " VALUES (:keyHash, :keyId, :accountId, :createdAt)")
    void insertKey(@Bind("keyHash") byte[] keyHash, @Bind("keyId") String keyId, @Bind("accountId") String accountId,
                   @Bind("createdAt") Instant createdAt);

    @Transaction
    default void createAccountWithKey(String accountId, String plan, boolean contributor, Instant createdAt,
                                      byte[] keyHash, String keyId) {
        insertAccount(accountId, plan, contributor, createdAt);
        insertKey(keyHash, keyId, accountId, createdAt);
    }

    @SqlQuery("SELECT a.id AS account_id, k.key_id, a.plan, a.created_at, a.contributor"
            + " FROM api_keys k JOIN accounts a ON a.id = k.account_id"
            + " WHERE k.key_hash = :keyHash AND k.revoked_at IS NULL")
    Optional<KeyOwner> findOwner(@Bind("keyHash") byte[] keyHash);

    /** An account by its id, with no key ({@code keyId} null). */
    @SqlQuery("SELECT id AS account_id, NULL AS key_id, plan, created_at, contributor FROM accounts WHERE id = :id")
    Optional<KeyOwner> findAccount(@Bind("id") String accountId);

    String LISTING = "SELECT k.key_id, k.account_id, a.plan, a.contributor, k.created_at, k.last_used_at, k.revoked_at"
            + " FROM api_keys k JOIN accounts a ON a.id = k.account_id";

    /** Every key, oldest first. */
    @SqlQuery(LISTING + " ORDER BY k.created_at, k.key_id")
    List<KeyListing> listKeys();

    @SqlQuery(LISTING + " WHERE k.key_id = :keyId")
    Optional<KeyListing> findKey(@Bind("keyId") String keyId);

    /** Revokes an active key now, by the database's clock; answers its hash, or empty if no active key has the id. */
    @SqlQuery("UPDATE api_keys SET revoked_at = now() WHERE key_id = :keyId AND revoked_at IS NULL RETURNING key_hash")
    Optional<byte[]> revoke(@Bind("keyId") String keyId);

    @SqlQuery("SELECT account_id FROM api_keys WHERE key_hash = :keyHash")
    String accountOf(@Bind("keyHash") byte[] keyHash);

    /**
     * In one transaction: revokes the active key {@code keyId} and gives its account a new key. Answers the old
     * key's hash, or empty (and changes nothing) when no active key has that id.
     */
    @Transaction
    default Optional<byte[]> rotate(String keyId, byte[] newKeyHash, String newKeyId, Instant createdAt) {
        Optional<byte[]> old = revoke(keyId);
        old.ifPresent(hash -> insertKey(newKeyHash, newKeyId, accountOf(hash), createdAt));
        return old;
    }

    /** Marks the account of {@code keyId} a verified contributor; answers the number of accounts changed (0 or 1). */
    @SqlUpdate("UPDATE accounts SET contributor = true WHERE id = (SELECT account_id FROM api_keys WHERE key_id = :keyId)")
    int verifyContributor(@Bind("keyId") String keyId);

    /** The hashes of the keys revoked in the last {@code seconds} seconds of the database's clock. */
    @SqlQuery("SELECT key_hash FROM api_keys WHERE revoked_at > now() - make_interval(secs => :seconds)")
    List<byte[]> revokedWithin(@Bind("seconds") int seconds);

    /**
     * Records when keys were last used, in one statement: {@code keyIds[i]} at {@code usedAtMillis[i]} (epoch
     * milliseconds); a time older than the one stored is ignored.
     */
    @SqlUpdate("UPDATE api_keys k SET last_used_at = GREATEST(k.last_used_at, to_timestamp(u.at_ms / 1000.0))"
            + " FROM unnest(:keyIds, :usedAtMillis) AS u(key_id, at_ms) WHERE k.key_id = u.key_id")
    void recordLastUses(@Bind("keyIds") String[] keyIds, @Bind("usedAtMillis") long[] usedAtMillis);
}
