package dev.cairn.store.sql;

import java.time.Instant;
import java.util.Optional;
import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;
import org.jdbi.v3.sqlobject.transaction.Transaction;

/** Accounts and API keys. Keys are looked up by the SHA-256 of their text; the text itself is never stored. */
@RegisterConstructorMapper(AccountDao.KeyOwner.class)
public interface AccountDao {

    /** The account behind a valid key; {@code createdAt} is the account's creation on the service's clock. */
    record KeyOwner(String accountId, String keyId, String plan, Instant createdAt, boolean contributor) {
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
}
