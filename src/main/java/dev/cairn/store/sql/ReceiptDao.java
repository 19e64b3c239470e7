package dev.cairn.store.sql;

import java.time.Instant;
import java.util.Optional;
import java.util.function.Function;
import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;
import org.jdbi.v3.sqlobject.transaction.Transaction;

/**
 * Action receipts, insert-only, and each account's chain head. What a receipt's hashes are made of is the
 * receipt family's business; here a record is appended at its account's head under that head's row lock.
 */
@RegisterConstructorMapper(ReceiptDao.Receipt.class)
@RegisterConstructorMapper(ReceiptDao.ChainHead.class)
public interface ReceiptDao {

    record Receipt(String accountId, String receiptId, long position, String actionFingerprint,
                   String outcomeDigest, String outcomeStatus, Instant recordedAt, String previousHash,
                   String chainHash) {
    }

    /** An account's chain: how many receipts it holds and the last one's chain_hash (null while empty). */
    record ChainHead(long receiptCount, String headHash) {
    }

    /** The receipt stored under the id, and whether this call stored it. */
    record Recorded(Receipt receipt, boolean inserted) {
    }

    /**
     * The account's receipt {@code receiptId}: the one already stored, or else {@code next} (made from the
     * locked head) appended. One transaction holding the head's row lock, so concurrent records of one
     * account never fork its chain and concurrent records of one id store one receipt.
     */
    @Transaction
    default Recorded record(String accountId, String receiptId, Function<ChainHead, Receipt> next) {
        Optional<Receipt> stored = find(accountId, receiptId); // a repeat does not queue for the lock
        if (stored.isPresent()) {
            return new Recorded(stored.get(), false);
        }
        startChain(accountId);
        ChainHead head = lockChain(accountId);
        stored = find(accountId, receiptId); // a record that held the lock first may have stored it
        if (stored.isPresent()) {
            return new Recorded(stored.get(), false);
        }
        Receipt receipt = next.apply(head);
        insert(receipt);
        advanceChain(receipt);
        return new Recorded(receipt, true);
    }

    @SqlQuery("SELECT * FROM receipts WHERE account_id = :accountId AND receipt_id = :receiptId")
    Optional<Receipt> find(@Bind("accountId") String accountId, @Bind("receiptId") String receiptId);

    @SqlUpdate("INSERT INTO receipt_chains (account_id, receipt_count) VALUES (:accountId, 0)"
            + " ON CONFLICT (account_id) DO NOTHING")
    void startChain(@Bind("accountId") String accountId);

    @SqlQuery("SELECT receipt_count, head_hash FROM receipt_chains WHERE account_id = :accountId FOR UPDATE")
    ChainHead lockChain(@Bind("accountId") String accountId);

    @SqlUpdate("INSERT INTO receipts (account_id, receipt_id, position, action_fingerprint, outcome_digest,"
            + " outcome_status, recorded_at, previous_hash, chain_hash) VALUES (:accountId, :receiptId, :position,"
            + " :actionFingerprint, :outcomeDigest, :outcomeStatus, :recordedAt, :previousHash, :chainHash)")
    void insert(@BindMethods Receipt receipt);

    @SqlUpdate("UPDATE receipt_chains SET receipt_count = :position, head_hash = :chainHash"
            + " WHERE account_id = :accountId")
    void advanceChain(@BindMethods Receipt receipt);
}
