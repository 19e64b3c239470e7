package dev.cairn.store.sql;

import java.util.Optional;
import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;
import org.jdbi.v3.sqlobject.transaction.Transaction;

/** Accounts and API keys. Keys are looked up by the SHA-256 of their text; the text itself is never stored. */
@RegisterConstructorMapper(AccountDao.KeyOwner.class)
public interface AccountDao {

    record KeyOwner(String accountId, String plan) {
    }

    @SqlUpdate("INSERT INTO accounts (id, plan) VALUES (:id, :plan)")
    void insertAccount(@Bind("id") String id, @Bind("plan") String plan);

    @SqlUpdate("INSERT INTO api_keys (key_hash, account_id) VALUES (:keyHash, :accountId)")
    void insertKey(@Bind("keyHash") byte[] keyHash, @Bind("accountId") String accountId);

    @Transaction
    default void createAccountWithKey(String accountId, String plan, byte[] keyHash) {
        insertAccount(accountId, plan);
        insertKey(keyHash, accountId);
    }

    @SqlQuery("SELECT a.id AS account_id, a.plan FROM api_keys k JOIN accounts a ON a.id = k.account_id"
            + " WHERE k.key_hash = :keyHash AND k.revoked_at IS NULL")
    Optional<KeyOwner> findOwner(@Bind("keyHash") byte[] keyHash);
}
