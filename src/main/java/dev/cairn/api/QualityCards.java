package dev.cairn.api;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * What a quality card shows (spec §4.8): the target, its evidence counts, and, once three verified contributors
 * have reported, its figures. The quality tools answer these records and the card page draws them.
 */
public final class QualityCards {
    /** Scores stay hidden until this many distinct verified contributors have reported (spec §4.8). */
    public static final int CONTRIBUTOR_THRESHOLD = 3;

    private QualityCards() {
    }

    /** The normalized target a card is about; {@code interfaceDigest} and {@code region} may be null. */
    @JsonPropertyOrder({"target_type", "provider_domain", "canonical_endpoint", "version", "task_category",
            "interface_digest", "region"})
    public record Target(String targetType, String providerDomain, String canonicalEndpoint, String version,
                         String taskCategory, String interfaceDigest, String region) {
    }

    /** The caller's context the figures were computed for; null members were not given. */
    @JsonPropertyOrder({"minimum_evidence_class", "max_latency_ms", "max_price_micros"})
    public record Context(String minimumEvidenceClass, Long maxLatencyMs, Long maxPriceMicros) {
    }

    /** Observations counted, by evidence class, and those of contributors not (yet) verified, which count for nothing. */
    @JsonPropertyOrder({"E0", "E1", "unverified"})
    public record Evidence(@JsonProperty("E0") long e0, @JsonProperty("E1") long e1, long unverified) {
    }

    /** A weighted rate with its Wilson 95 % interval; {@code weight} is the effective number of observations. */
    @JsonPropertyOrder({"value", "low", "high", "weight"})
    public record Rate(double value, double low, double high, double weight) {
    }

    /** One bar of the latency distribution: the weighted share of observations at most {@code upToMs} (null: the rest). */
    @JsonPropertyOrder({"up_to_ms", "share"})
    public record Bar(Long upToMs, double share) {
    }

    @JsonPropertyOrder({"p50", "p90", "p99", "contributors", "observations", "distribution"})
    public record Latency(long p50, long p90, long p99, int contributors, long observations, List<Bar> distribution) {
    }

    @JsonPropertyOrder({"p50", "contributors", "observations"})
    public record Price(long p50, int contributors, long observations) {
    }

    /**
     * The figures: null members had fewer than three verified contributors behind them (latency and prices are
     * optional in an observation) or were not asked for (the budgets).
     */
    @JsonPropertyOrder({"success_rate", "reliability_rate", "latency_ms", "quoted_price_micros", "final_price_micros",
            "within_latency_budget", "within_price_budget", "latest_observed_at"})
    public record Scores(Rate successRate, Rate reliabilityRate, Latency latencyMs, Price quotedPriceMicros,
                         Price finalPriceMicros, Rate withinLatencyBudget, Rate withinPriceBudget,
                         String latestObservedAt) {
    }

    /** A correction or appeal as the card shows it: never verified by its filing, pending until the operator resolves it. */
    @JsonPropertyOrder({"correction_id", "request_kind", "reason_code", "status", "verified", "requested_at",
            "resolved_at"})
    public record Correction(String correctionId, String requestKind, String reasonCode, String status,
                             boolean verified, String requestedAt, String resolvedAt) {
    }

    @JsonPropertyOrder({"card_id", "target", "context", "status", "verified_contributors", "contributors_needed",
            "evidence", "scores", "corrections", "card_page"})
    public record Card(String cardId, Target target, Context context, String status, int verifiedContributors,
                       int contributorsNeeded, Evidence evidence, Scores scores, List<Correction> corrections,
                       String cardPage) {
        public static final String SCORED = "scored";
        public static final String INSUFFICIENT_EVIDENCE = "insufficient_evidence";
    }
}
