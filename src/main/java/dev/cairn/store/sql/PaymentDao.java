package dev.cairn.store.sql;

import java.time.Instant;
import java.util.List;
import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

/** The pay-per-call payments whose settlement was asked for (migration V6), insert-only. */
@RegisterConstructorMapper(PaymentDao.Tally.class)
public interface PaymentDao {

    /** One paid call; {@code amount} in the token's atomic units; {@code reason} is null exactly when it settled. */
    record Payment(String tool, String network, String asset, String payer, String amount, String nonce,
                   String outcome, String reason, String transactionHash, Instant recordedAt) {
    }

    /** The paid calls of one tool with one outcome in a period, and their amount in atomic units. */
    record Tally(String tool, String outcome, long calls, String amount) {
    }

    @SqlUpdate("INSERT INTO x402_payments (tool, network, asset, payer, amount, nonce, outcome, reason,"
            + " transaction_hash, recorded_at) VALUES (:tool, :network, :asset, :payer, CAST(:amount AS numeric),"
            + " :nonce, :outcome, :reason, :transactionHash, :recordedAt) ON CONFLICT DO NOTHING")
    void record(@BindMethods Payment payment);

    @SqlQuery("SELECT tool, outcome, count(*) AS calls, sum(amount)::text AS amount FROM x402_payments"
            + " WHERE recorded_at >= :from AND recorded_at < :until GROUP BY tool, outcome ORDER BY tool, outcome")
    List<Tally> tally(@Bind("from") Instant from, @Bind("until") Instant until);
}
