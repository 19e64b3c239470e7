package dev.cairn.quality;

import dev.cairn.api.Caller;
import dev.cairn.api.Outcome;
import dev.cairn.api.QualityCards;
import dev.cairn.api.QualityCards.Card;
import dev.cairn.api.QualityCards.Context;
import dev.cairn.api.Timestamps;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.store.sql.QualityDao;
import io.dropwizard.core.setup.AdminEnvironment;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * The quality evidence tools (spec §4.8): cards for an exact target and task, from structured observations of
 * verified contributors. No figure is a universal score and nothing is ranked: lists are ordered by recent
 * evidence, comparisons keep the caller's order, and scores stay hidden below three verified contributors.
 */
public final class QualityService implements Family {
    static final String NO_RANKING = " Cairn publishes no universal trust score and ranks nothing.";

    private final CardReader cards;
    private final Observations observations;
    private final Corrections corrections;
    private final QualityDao store;

    public QualityService(QualityDao store, Clock clock) {
        this.store = store;
        this.cards = new CardReader(store);
        this.observations = new Observations(store, clock);
        this.corrections = new Corrections(store, clock);
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(QualityTools.LIST, QualityRecords.ListCards.class, this::list)
                .add(QualityTools.GET, QualityRecords.GetCard.class, this::get)
                .add(QualityTools.COMPARE, QualityRecords.Compare.class, this::compare)
                .add(QualityTools.RECORD, QualityRecords.RecordObservation.class, observations::record)
                .add(QualityTools.CORRECT, QualityRecords.RequestCorrection.class, corrections::request);
    }

    /** The card page's lookup: the unfiltered card of a card id, or empty when it has no evidence. */
    public Optional<Card> cardById(String cardId) {
        return cards.byId(cardId, null);
    }

    public void registerTasks(AdminEnvironment admin) {
        corrections.registerTasks(admin);
    }

    private QualityRecords.CardResult get(QualityRecords.GetCard request, Caller caller) {
        Card card = cards.card(CardTargets.normalize(request.targetType(), request.providerDomain(),
                request.canonicalEndpoint(), request.version(), request.taskCategory(), request.interfaceDigest(),
                request.region()), context(request.minimumEvidenceClass(), request.maxLatencyMs(),
                request.maxPriceMicros()), caller.baseUrl());
        return new QualityRecords.CardResult(Outcome.BRAND, card, notice(card));
    }

    private QualityRecords.Comparison compare(QualityRecords.Compare request, Caller caller) {
        Context context = context(request.minimumEvidenceClass(), request.maxLatencyMs(), request.maxPriceMicros());
        List<Card> compared = request.targets().stream() // the caller's order, never sorted
                .map(target -> cards.card(CardTargets.normalize(target.targetType(), target.providerDomain(),
                        target.canonicalEndpoint(), target.version(), request.taskCategory(),
                        target.interfaceDigest(), request.region()), context, caller.baseUrl()))
                .toList();
        return new QualityRecords.Comparison(Outcome.BRAND, compared, "The cards in the order you gave the targets,"
                + " each for its exact target and task: no rank, no winner." + NO_RANKING);
    }

    private QualityRecords.CardList list(QualityRecords.ListCards request, Caller caller) {
        int limit = request.limit() == null ? QualityTools.DEFAULT_LIMIT : request.limit();
        String category = request.taskCategory() == null ? null : CardTargets.taskCategory(request.taskCategory());
        List<QualityRecords.Listed> listed = store.listCards(request.targetType(), category,
                QualityCards.CONTRIBUTOR_THRESHOLD, limit).stream().map(row -> new QualityRecords.Listed(row.cardId(),
                        row.target(), row.verifiedContributors(), new QualityCards.Evidence(row.e0(), row.e1(), row.unverified()),
                        Timestamps.format(row.latestObservedAt().toEpochMilli()),
                        CardReader.url(caller.baseUrl(), row.cardId())))
                .toList();
        return new QualityRecords.CardList(Outcome.BRAND, listed, "Cards with at least three verified contributors,"
                + " the most recent evidence first: the order says how fresh the evidence is, not how good the"
                + " target is." + NO_RANKING);
    }

    private static Context context(String minimumEvidenceClass, Long maxLatencyMs, Long maxPriceMicros) {
        return new Context(minimumEvidenceClass == null ? "E0" : minimumEvidenceClass, maxLatencyMs, maxPriceMicros);
    }

    private static String notice(Card card) {
        String figures = card.scores() != null
                ? "Figures for this exact target and task only; rates carry Wilson 95 % intervals and no contributor"
                        + " weighs more than a third."
                : "No scores yet: " + card.contributorsNeeded() + " more verified contributor"
                        + (card.contributorsNeeded() == 1 ? "" : "s") + " must report before any figure is shown.";
        return figures + NO_RANKING;
    }
}
