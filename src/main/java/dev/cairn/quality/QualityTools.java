package dev.cairn.quality;

import dev.cairn.api.Access;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;

/** What the catalog says of the five quality tools; their REST paths are Cairn's (the spec leaves them open). */
final class QualityTools {
    static final int DEFAULT_LIMIT = 20;

    static final ToolSpec LIST = new ToolSpec("list_quality_cards", "/v1/quality/cards/list", "List quality cards",
            "Lists the quality cards that at least three verified contributors have reported on, the most recent"
                    + " evidence first (up to limit, 1..50, default 20), optionally only one target_type and"
                    + " task_category. Each entry names the card, its target, its evidence counts and its page."
                    + " The order says how fresh the evidence is, never how good a target is: Cairn ranks nothing.",
            Access.OPEN, Hints.READ_ONLY);

    static final ToolSpec GET = new ToolSpec("get_quality_card", "/v1/quality/cards/get", "Get a quality card",
            "The quality card of one exact target (target_type, provider_domain, canonical_endpoint, version,"
                    + " task_category, optional interface_digest and region): evidence counts by class, and once three"
                    + " verified contributors have reported, success and reliability rates with Wilson 95 % intervals,"
                    + " latency percentiles and prices. minimum_evidence_class E1 counts only receipt-linked"
                    + " observations; max_latency_ms and max_price_micros add the share of observations within those"
                    + " budgets. Below three contributors the card shows no figures and says how many more are needed.",
            Access.OPEN, Hints.READ_ONLY);

    static final ToolSpec COMPARE = new ToolSpec("compare_quality_targets", "/v1/quality/cards/compare",
            "Compare quality targets",
            "The cards of 2..10 targets for one task_category (and optional region and filters, as get_quality_card),"
                    + " answered in the order you gave them: no rank, no winner, no sort.",
            Access.OPEN, Hints.READ_ONLY);

    static final ToolSpec RECORD = new ToolSpec("record_quality_observation", "/v1/quality/observations/record",
            "Record a quality observation",
            "Records one structured observation of a target: outcome_success, reliability, and optionally latency_ms,"
                    + " quoted_price_micros, final_price_micros and observed_at. With receipt_id naming a receipt of"
                    + " your account (record_action_receipt) it is E1, else E0. Idempotent by observation_key within"
                    + " your account: the same observation again is not counted twice; other facts under the same key"
                    + " are 422 observation_conflict. Only these fields are stored: never a prompt, response,"
                    + " credential, email or review. Needs a subscription key or a verified contributor identity.",
            Access.CONTRIBUTION, Hints.IDEMPOTENT_WRITE);

    static final ToolSpec CORRECT = new ToolSpec("request_quality_correction", "/v1/quality/corrections/request",
            "Request a quality correction",
            "Files a correction or appeal against a card (card_id) with a reason_code and a correction_digest (a"
                    + " SHA-256 of your supporting material, which Cairn never sees). Idempotent by request_key within"
                    + " your account. The card shows the request as pending and unverified until the operator"
                    + " resolves it; no request erases or changes evidence.",
            Access.CONTRIBUTION, Hints.IDEMPOTENT_WRITE).findingRecords();

    private QualityTools() {
    }
}
