package dev.cairn.quality;

import dev.cairn.api.Caller;
import dev.cairn.api.Outcome;
import dev.cairn.api.PostgresText;
import dev.cairn.api.ProblemException;
import dev.cairn.api.QualityCards.Target;
import dev.cairn.api.Timestamps;
import dev.cairn.store.sql.QualityDao;
import dev.cairn.store.sql.QualityDao.CardRow;
import dev.cairn.store.sql.QualityDao.ObservationRow;
import dev.cairn.store.sql.QualityDao.TallyRow;
import java.time.Clock;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * record_quality_observation: one contributor's structured observation of a target, stored once per
 * (contributor, observation_key) and added to its tally in the same transaction. E1 when receipt_id names a
 * receipt of the caller's own account, else E0 (spec §2). Nothing but the structured fields is stored.
 */
final class Observations {
    /** How far ahead of the service's clock an observed_at may lie (clock skew), in ms. */
    static final long FUTURE_SKEW_MS = 5 * 60_000;

    private final QualityDao store;
    private final Clock clock;

    Observations(QualityDao store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    QualityRecords.Recorded record(QualityRecords.RecordObservation request, Caller caller) {
        Target target = CardTargets.normalize(request.targetType(), request.providerDomain(),
                request.canonicalEndpoint(), request.version(), request.taskCategory(), request.interfaceDigest(),
                request.region());
        String cardId = CardTargets.cardId(target);
        String key = PostgresText.requireStorable(request.observationKey(), "observation_key", "an observation");
        String receiptId = request.receiptId() == null ? null
                : PostgresText.requireStorable(request.receiptId(), "receipt_id", "an observation");
        boolean receiptLinked = receiptId != null && store.hasReceipt(caller.accountId(), receiptId);
        if (CardReader.E1.equals(request.minimumEvidenceClass()) && !receiptLinked) {
            throw ProblemException.unprocessable("evidence_class_unmet", "minimum_evidence_class is E1, but"
                    + " receipt_id names no receipt of your account, so this observation would be E0; nothing was"
                    + " recorded.", "/receipt_id");
        }
        long now = clock.millis();
        ObservationRow observation = new ObservationRow(caller.accountId(), key, cardId, receiptLinked ? "E1" : "E0",
                receiptId, request.outcomeSuccess(), request.reliability(), request.latencyMs(),
                request.quotedPriceMicros(), request.finalPriceMicros(),
                Instant.ofEpochMilli(observedAt(request.observedAt(), now)), Instant.ofEpochMilli(now));
        ObservationRow stored = store.findObservation(caller.accountId(), key).orElse(null);
        if (stored == null && store.record(new CardRow(cardId, target.targetType(), target.providerDomain(),
                target.canonicalEndpoint(), target.version(), target.taskCategory(), target.interfaceDigest(),
                target.region(), Instant.ofEpochMilli(now)), observation, tally -> adding(tally, observation))) {
            return recorded(Outcome.of("applied"), observation, request, caller,
                    "Observation recorded. It counts on the card once three verified contributors have reported.");
        }
        stored = stored != null ? stored : store.findObservation(caller.accountId(), key).orElseThrow();
        requireSameContent(stored, observation, request.observedAt() != null);
        return recorded(new Outcome(false, "already_recorded"), stored, request, caller,
                "This observation_key already holds this observation: the stored one, counted once.");
    }

    private static long observedAt(String observedAt, long now) {
        if (observedAt == null) {
            return now;
        }
        long at;
        try {
            at = OffsetDateTime.parse(observedAt).toInstant().toEpochMilli();
        } catch (DateTimeException e) {
            throw ProblemException.unprocessable("invalid_observed_at",
                    "observed_at must be an ISO-8601 timestamp with an offset, e.g. 2026-11-21T10:15:30.123Z.",
                    "/observed_at");
        }
        if (at > now + FUTURE_SKEW_MS) {
            throw ProblemException.unprocessable("observed_at_in_future",
                    "observed_at lies more than 5 minutes ahead of the service's clock.", "/observed_at");
        }
        return at;
    }

    private static TallyRow adding(TallyRow row, ObservationRow observation) {
        Tally tally = CardReader.tally(row);
        tally.add(new Tally.Measurement(observation.outcomeSuccess(), observation.reliability(),
                observation.latencyMs(), observation.quotedPriceMicros(), observation.finalPriceMicros(),
                observation.observedAt().toEpochMilli()));
        return new TallyRow(row.cardId(), row.accountId(), row.evidenceClass(), row.verified(), tally.observations,
                tally.successes, tally.reliable, tally.latency.stored(), tally.quotedPrice.stored(),
                tally.finalPrice.stored(), Instant.ofEpochMilli(tally.latestObservedAt));
    }

    /** An observation is immutable: the same key with other facts is refused at the first field that differs. */
    private static void requireSameContent(ObservationRow stored, ObservationRow sent, boolean observedAtSent) {
        String differing = !stored.cardId().equals(sent.cardId()) ? "target"
                : !Objects.equals(stored.receiptId(), sent.receiptId()) ? "receipt_id"
                : stored.outcomeSuccess() != sent.outcomeSuccess() ? "outcome_success"
                : stored.reliability() != sent.reliability() ? "reliability"
                : !Objects.equals(stored.latencyMs(), sent.latencyMs()) ? "latency_ms"
                : !Objects.equals(stored.quotedPriceMicros(), sent.quotedPriceMicros()) ? "quoted_price_micros"
                : !Objects.equals(stored.finalPriceMicros(), sent.finalPriceMicros()) ? "final_price_micros"
                : observedAtSent && !stored.observedAt().equals(sent.observedAt()) ? "observed_at" : null;
        if (differing != null) {
            throw ProblemException.unprocessable("observation_conflict", "This observation_key already records"
                    + " another " + differing + "; an observation cannot change.",
                    differing.equals("target") ? null : "/" + differing);
        }
    }

    private static QualityRecords.Recorded recorded(Outcome outcome, ObservationRow observation,
                                                    QualityRecords.RecordObservation request, Caller caller,
                                                    String notice) {
        List<String> warnings = new ArrayList<>();
        if (request.receiptId() != null && observation.evidenceClass().equals("E0")) {
            warnings.add("receipt_id names no receipt of your account: the observation is E0 (not receipt-linked).");
        }
        if (request.maxLatencyMs() != null || request.maxPriceMicros() != null) {
            warnings.add("max_latency_ms and max_price_micros filter a card when it is read; an observation does"
                    + " not use them (latency_ms and final_price_micros are its measurements).");
        }
        return new QualityRecords.Recorded(Outcome.BRAND, outcome,
                new QualityRecords.ObservationView(observation.observationKey(), observation.cardId(),
                        observation.evidenceClass(), Timestamps.format(observation.observedAt().toEpochMilli()),
                        Timestamps.format(observation.recordedAt().toEpochMilli()),
                        CardReader.url(caller.baseUrl(), observation.cardId())),
                List.copyOf(warnings), notice);
    }
}
