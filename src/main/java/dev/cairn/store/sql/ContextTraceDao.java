package dev.cairn.store.sql;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.jdbi.v3.core.transaction.TransactionIsolationLevel;
import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;
import org.jdbi.v3.sqlobject.transaction.Transaction;

/**
 * Context trace nodes, insert-only: one per (account, context_digest), at most one per (account, control_id).
 * Which nodes make a lineage is the trace family's business; here nodes are stored and read by digest.
 */
@RegisterConstructorMapper(ContextTraceDao.Node.class)
public interface ContextTraceDao {

    /** A node: digests in their {@code sha256:} form, parents in the caller's order. */
    record Node(String accountId, String contextDigest, String controlId, String stage, List<String> parentDigests,
                Instant anchoredAt) {
    }

    /**
     * Stores the node unless one of the account's nodes already has its digest or its control_id; true when
     * this call stored it. Concurrent anchors of one digest, from any instance, store one node.
     */
    @SqlUpdate("INSERT INTO context_traces (account_id, context_digest, control_id, stage, parent_digests, anchored_at)"
            + " VALUES (:accountId, :contextDigest, :controlId, :stage, :parentDigests, :anchoredAt)"
            + " ON CONFLICT DO NOTHING")
    boolean insert(@Bind("accountId") String accountId, @Bind("contextDigest") String contextDigest,
                   @Bind("controlId") String controlId, @Bind("stage") String stage,
                   @Bind("parentDigests") String[] parentDigests, @Bind("anchoredAt") Instant anchoredAt);

    @SqlQuery("SELECT * FROM context_traces WHERE account_id = :accountId AND context_digest = :contextDigest")
    Optional<Node> find(@Bind("accountId") String accountId, @Bind("contextDigest") String contextDigest);

    @SqlQuery("SELECT * FROM context_traces WHERE account_id = :accountId AND control_id = :controlId")
    Optional<Node> named(@Bind("accountId") String accountId, @Bind("controlId") String controlId);

    /** The account's nodes among these digests, in no particular order. */
    @SqlQuery("SELECT * FROM context_traces WHERE account_id = :accountId AND context_digest = ANY (:digests)")
    List<Node> findAll(@Bind("accountId") String accountId, @Bind("digests") String[] digests);

    /** Runs {@code reading} on this DAO in one read-only snapshot, so a walk of many queries sees one graph. */
    @Transaction(value = TransactionIsolationLevel.REPEATABLE_READ, readOnly = true)
    default <T> T inOneSnapshot(Function<ContextTraceDao, T> reading) {
        return reading.apply(this);
    }
}
