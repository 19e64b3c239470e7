package dev.cairn.quality;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;
import dev.cairn.api.QualityCards.Card;
import dev.cairn.api.QualityCards.Correction;
import dev.cairn.api.QualityCards.Evidence;
import dev.cairn.api.QualityCards.Target;
import java.util.List;

/** Request and result bodies of the five quality tools (spec §4.8); requests have passed their schemas. */
public final class QualityRecords {
    private QualityRecords() {
    }

    public record GetCard(String targetType, String providerDomain, String canonicalEndpoint, String version,
                          String taskCategory, String interfaceDigest, String region, Long maxLatencyMs,
                          Long maxPriceMicros, String minimumEvidenceClass) {
    }

    public record ListCards(String targetType, String taskCategory, Integer limit) {
    }

    public record CompareTarget(String targetType, String providerDomain, String canonicalEndpoint, String version,
                                String interfaceDigest) {
    }

    public record Compare(List<CompareTarget> targets, String taskCategory, String region, Long maxLatencyMs,
                          Long maxPriceMicros, String minimumEvidenceClass) {
    }

    public record RecordObservation(String targetType, String providerDomain, String canonicalEndpoint,
                                    String version, String taskCategory, String interfaceDigest, String region,
                                    String observationKey, Boolean outcomeSuccess, Boolean reliability,
                                    Long maxLatencyMs, Long maxPriceMicros, String minimumEvidenceClass,
                                    String receiptId, Long latencyMs, Long quotedPriceMicros,
                                    Long finalPriceMicros, String observedAt) {
    }

    public record RequestCorrection(String cardId, String requestKey, String requestKind, String reasonCode,
                                    String correctionDigest) {
    }

    @JsonPropertyOrder({"brand"})
    public record CardResult(String brand, @JsonUnwrapped Card card, String notice) {
    }

    @JsonPropertyOrder({"card_id", "target", "verified_contributors", "evidence", "latest_observed_at", "card_url"})
    public record Listed(String cardId, Target target, int verifiedContributors, Evidence evidence,
                         String latestObservedAt, String cardUrl) {
    }

    @JsonPropertyOrder({"brand", "cards", "notice"})
    public record CardList(String brand, List<Listed> cards, String notice) {
    }

    @JsonPropertyOrder({"brand", "cards", "notice"})
    public record Comparison(String brand, List<Card> cards, String notice) {
    }

    @JsonPropertyOrder({"observation_key", "card_id", "evidence_class", "observed_at", "recorded_at", "card_url"})
    public record ObservationView(String observationKey, String cardId, String evidenceClass, String observedAt,
                                  String recordedAt, String cardUrl) {
    }

    @JsonPropertyOrder({"brand"})
    public record Recorded(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped ObservationView observation,
                           List<String> warnings, String notice) {
    }

    @JsonPropertyOrder({"brand"})
    public record CorrectionFiled(String brand, @JsonUnwrapped Outcome outcome, String cardId,
                                  @JsonUnwrapped Correction correction, String notice) {
    }
}
