package dev.cairn.store.sql;

import dev.cairn.api.QualityCards;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;
import org.jdbi.v3.sqlobject.transaction.Transaction;

/**
 * Quality cards, their insert-only observations, the per-contributor tallies that stand for them, and correction
 * requests. What a tally sums and how a card is figured is the quality package's business. A contributor counts
 * as verified when its account holds a subscription or the operator verified it ({@code accounts.contributor}),
 * read at each query, so verifying an account makes its earlier observations count.
 */
@RegisterConstructorMapper(QualityDao.CardRow.class)
@RegisterConstructorMapper(QualityDao.ObservationRow.class)
@RegisterConstructorMapper(QualityDao.TallyRow.class)
@RegisterConstructorMapper(QualityDao.ListedCard.class)
@RegisterConstructorMapper(QualityDao.CorrectionRow.class)
public interface QualityDao {
    String VERIFIED = "(a.plan = 'subscription' OR a.contributor)";

    record CardRow(String cardId, String targetType, String providerDomain, String canonicalEndpoint, String version,
                   String taskCategory, String interfaceDigest, String region, Instant createdAt) {
        public QualityCards.Target target() {
            return new QualityCards.Target(targetType, providerDomain, canonicalEndpoint, version, taskCategory,
                    interfaceDigest, region);
        }
    }

    record ObservationRow(String accountId, String observationKey, String cardId, String evidenceClass,
                          String receiptId, boolean outcomeSuccess, boolean reliability, Long latencyMs,
                          Long quotedPriceMicros, Long finalPriceMicros, Instant observedAt, Instant recordedAt) {
    }

    /** One contributor's sums on a card in one evidence class; histograms in their stored text form. */
    record TallyRow(String cardId, String accountId, String evidenceClass, boolean verified, long observations,
                    long successes, long reliable, String latency, String quotedPrice, String finalPrice,
                    Instant latestObservedAt) {
    }

    record ListedCard(String cardId, String targetType, String providerDomain, String canonicalEndpoint,
                      String version, String taskCategory, String interfaceDigest, String region,
                      Instant latestObservedAt, int verifiedContributors, long e0, long e1, long unverified) {
        public QualityCards.Target target() {
            return new QualityCards.Target(targetType, providerDomain, canonicalEndpoint, version, taskCategory,
                    interfaceDigest, region);
        }
    }

    record CorrectionRow(String correctionId, String accountId, String requestKey, String cardId, String requestKind,
                         String reasonCode, String correctionDigest, Instant requestedAt, String resolution,
                         Instant resolvedAt) {
    }

    /**
     * Stores the observation and adds it to its contributor's tally, in one transaction; false, and nothing
     * changed, when the contributor already stored an observation under this key.
     */
    @Transaction
    default boolean record(CardRow card, ObservationRow observation, UnaryOperator<TallyRow> adding) {
        insertCard(card);
        if (insertObservation(observation) == 0) {
            return false;
        }
        startTally(observation);
        updateTally(adding.apply(lockTally(observation)));
        return true;
    }

    @SqlUpdate("INSERT INTO quality_cards VALUES (:cardId, :targetType, :providerDomain, :canonicalEndpoint,"
            + " :version, :taskCategory, :interfaceDigest, :region, :createdAt) ON CONFLICT (card_id) DO NOTHING")
    void insertCard(@BindMethods CardRow card);

    @SqlUpdate("INSERT INTO quality_observations VALUES (:accountId, :observationKey, :cardId, :evidenceClass,"
            + " :receiptId, :outcomeSuccess, :reliability, :latencyMs, :quotedPriceMicros, :finalPriceMicros,"
            + " :observedAt, :recordedAt) ON CONFLICT (account_id, observation_key) DO NOTHING")
    int insertObservation(@BindMethods ObservationRow observation);

    @SqlUpdate("INSERT INTO quality_tallies VALUES (:cardId, :accountId, :evidenceClass, 0, 0, 0, '', '', '',"
            + " :observedAt) ON CONFLICT (card_id, account_id, evidence_class) DO NOTHING")
    void startTally(@BindMethods ObservationRow observation);

    @SqlQuery("SELECT t.*, " + VERIFIED + " AS verified FROM quality_tallies t JOIN accounts a ON a.id = t.account_id"
            + " WHERE t.card_id = :cardId AND t.account_id = :accountId AND t.evidence_class = :evidenceClass"
            + " FOR UPDATE OF t")
    TallyRow lockTally(@BindMethods ObservationRow observation);

    @SqlUpdate("UPDATE quality_tallies SET observations = :observations, successes = :successes,"
            + " reliable = :reliable, latency = :latency, quoted_price = :quotedPrice, final_price = :finalPrice,"
            + " latest_observed_at = :latestObservedAt"
            + " WHERE card_id = :cardId AND account_id = :accountId AND evidence_class = :evidenceClass")
    void updateTally(@BindMethods TallyRow tally);

    @SqlQuery("SELECT * FROM quality_observations WHERE account_id = :accountId AND observation_key = :key")
    Optional<ObservationRow> findObservation(@Bind("accountId") String accountId, @Bind("key") String key);

    @SqlQuery("SELECT EXISTS (SELECT 1 FROM receipts WHERE account_id = :accountId AND receipt_id = :receiptId)")
    boolean hasReceipt(@Bind("accountId") String accountId, @Bind("receiptId") String receiptId);

    @SqlQuery("SELECT * FROM quality_cards WHERE card_id = :cardId")
    Optional<CardRow> findCard(@Bind("cardId") String cardId);

    /** Every tally of the card, in account then class order, each marked verified or not. */
    @SqlQuery("SELECT t.*, " + VERIFIED + " AS verified FROM quality_tallies t JOIN accounts a ON a.id = t.account_id"
            + " WHERE t.card_id = :cardId ORDER BY t.account_id, t.evidence_class")
    List<TallyRow> tallies(@Bind("cardId") String cardId);

    /** Cards with at least {@code threshold} verified contributors, the most recent evidence first. */
    @SqlQuery("SELECT c.card_id, c.target_type, c.provider_domain, c.canonical_endpoint, c.version, c.task_category,"
            + " c.interface_digest, c.region, max(t.latest_observed_at) FILTER (WHERE t.verified) AS latest_observed_at,"
            + " count(DISTINCT t.account_id) FILTER (WHERE t.verified) AS verified_contributors,"
            + " coalesce(sum(t.observations) FILTER (WHERE t.verified AND t.evidence_class = 'E0'), 0) AS e0,"
            + " coalesce(sum(t.observations) FILTER (WHERE t.verified AND t.evidence_class = 'E1'), 0) AS e1,"
            + " coalesce(sum(t.observations) FILTER (WHERE NOT t.verified), 0) AS unverified"
            + " FROM quality_cards c JOIN (SELECT t.*, " + VERIFIED + " AS verified FROM quality_tallies t"
            + " JOIN accounts a ON a.id = t.account_id) t ON t.card_id = c.card_id"
            + " WHERE (CAST(:targetType AS text) IS NULL OR c.target_type = :targetType)"
            + " AND (CAST(:taskCategory AS text) IS NULL OR c.task_category = :taskCategory)"
            + " GROUP BY c.card_id HAVING count(DISTINCT t.account_id) FILTER (WHERE t.verified) >= :threshold"
            + " ORDER BY 9 DESC, c.card_id LIMIT :limit")
    List<ListedCard> listCards(@Bind("targetType") String targetType, @Bind("taskCategory") String taskCategory,
                               @Bind("threshold") int threshold, @Bind("limit") int limit);

    @SqlUpdate("INSERT INTO quality_corrections VALUES (:correctionId, :accountId, :requestKey, :cardId, :requestKind,"
            + " :reasonCode, :correctionDigest, :requestedAt, NULL, NULL)"
            + " ON CONFLICT (account_id, request_key) DO NOTHING")
    int insertCorrection(@BindMethods CorrectionRow correction);

    @SqlQuery("SELECT * FROM quality_corrections WHERE account_id = :accountId AND request_key = :key")
    Optional<CorrectionRow> findCorrection(@Bind("accountId") String accountId, @Bind("key") String key);

    /** The card's latest {@code limit} corrections, newest first. */
    @SqlQuery("SELECT * FROM quality_corrections WHERE card_id = :cardId"
            + " ORDER BY requested_at DESC, correction_id LIMIT :limit")
    List<CorrectionRow> corrections(@Bind("cardId") String cardId, @Bind("limit") int limit);

    @SqlQuery("SELECT * FROM quality_corrections WHERE resolution IS NULL ORDER BY requested_at, correction_id")
    List<CorrectionRow> pendingCorrections();

    @SqlQuery("SELECT * FROM quality_corrections WHERE correction_id = :correctionId")
    Optional<CorrectionRow> findCorrectionById(@Bind("correctionId") String correctionId);

    @SqlUpdate("UPDATE quality_corrections SET resolution = :resolution, resolved_at = :at"
            + " WHERE correction_id = :correctionId AND resolution IS NULL")
    int resolveCorrection(@Bind("correctionId") String correctionId, @Bind("resolution") String resolution,
                          @Bind("at") Instant at);
}
