package dev.cairn.quality;

import dev.cairn.api.QualityCards;
import dev.cairn.api.QualityCards.Card;
import dev.cairn.api.QualityCards.Context;
import dev.cairn.api.QualityCards.Correction;
import dev.cairn.api.QualityCards.Target;
import dev.cairn.api.Timestamps;
import dev.cairn.store.sql.QualityDao;
import dev.cairn.store.sql.QualityDao.CorrectionRow;
import dev.cairn.store.sql.QualityDao.TallyRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A card as the caller's context shows it: its tallies (one read of a few rows per contributor, however many
 * observations there are), merged per verified contributor over the evidence classes the caller accepts, then
 * figured; below three such contributors, counts only.
 */
final class CardReader {
    static final String E1 = "E1";
    /** The most corrections a card lists, newest first. */
    static final int CORRECTIONS_SHOWN = 20;

    private final QualityDao store;

    CardReader(QualityDao store) {
        this.store = store;
    }

    /** The card of a stored card id with no filters, or empty when no evidence was ever recorded for it. */
    Optional<Card> byId(String cardId, String baseUrl) {
        return store.findCard(cardId).map(row -> card(row.target(), new Context("E0", null, null), baseUrl));
    }

    Card card(Target target, Context context, String baseUrl) {
        String cardId = CardTargets.cardId(target);
        boolean onlyE1 = E1.equals(context.minimumEvidenceClass());
        long e0 = 0;
        long e1 = 0;
        long unverified = 0;
        List<Tally> contributors = new ArrayList<>();
        String account = null;
        List<TallyRow> rows = store.tallies(cardId);
        for (TallyRow row : rows) { // in account order
            if (!row.verified()) {
                unverified += row.observations();
                continue;
            }
            if (row.evidenceClass().equals(E1)) {
                e1 += row.observations();
            } else {
                e0 += row.observations();
            }
            if (onlyE1 && !row.evidenceClass().equals(E1)) {
                continue;
            }
            if (row.accountId().equals(account)) {
                contributors.get(contributors.size() - 1).addAll(tally(row));
            } else {
                contributors.add(tally(row));
                account = row.accountId();
            }
        }
        int verified = contributors.size();
        QualityCards.Scores scores = CardFigures.of(contributors, context.maxLatencyMs(), context.maxPriceMicros());
        return new Card(cardId, target, context, scores == null ? Card.INSUFFICIENT_EVIDENCE : Card.SCORED, verified,
                Math.max(0, QualityCards.CONTRIBUTOR_THRESHOLD - verified),
                new QualityCards.Evidence(e0, e1, unverified), scores, corrections(cardId),
                rows.isEmpty() ? null : url(baseUrl, cardId)); // a card nobody reported on has no page
    }

    static String url(String baseUrl, String cardId) {
        return baseUrl == null ? null : baseUrl + "/cards/" + cardId;
    }

    static Tally tally(TallyRow row) {
        Tally tally = new Tally(Histogram.parse(row.latency()), Histogram.parse(row.quotedPrice()),
                Histogram.parse(row.finalPrice()));
        tally.observations = row.observations();
        tally.successes = row.successes();
        tally.reliable = row.reliable();
        tally.latestObservedAt = row.latestObservedAt().toEpochMilli();
        return tally;
    }

    private List<Correction> corrections(String cardId) {
        return store.corrections(cardId, CORRECTIONS_SHOWN).stream().map(CardReader::correction).toList();
    }

    static Correction correction(CorrectionRow row) {
        boolean resolved = row.resolution() != null;
        return new Correction(row.correctionId(), row.requestKind(), row.reasonCode(),
                resolved ? row.resolution() : "pending", resolved, Timestamps.format(row.requestedAt().toEpochMilli()),
                resolved ? Timestamps.format(row.resolvedAt().toEpochMilli()) : null);
    }
}
