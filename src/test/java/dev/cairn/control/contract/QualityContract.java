package dev.cairn.control.contract;

/**
 * The quality evidence tools in the shared contract: an observation recorded as QualityCardsIT records one. Its
 * result names the card by card_id, derived from the target, not a server id; request_quality_correction looks
 * cards up by it, so the contract's unknown ids are cards nobody reported on.
 */
final class QualityContract {
    static final FamilyContract FAMILY = FamilyContract.family("quality", "record_quality_observation", """
            {"target_type":"rest_api","provider_domain":"api.example.com",
             "canonical_endpoint":"https://api.example.com/v2","version":"2.0.0","task_category":"geocoding",
             "observation_key":"contract-1","outcome_success":true,"reliability":true,"latency_ms":250}""");

    private QualityContract() {
    }
}
