package dev.cairn.control.contract;

/** The attention budget family in the shared contract: 100 units an hour, 20 of them kept for priority. */
final class AttentionContract {
    static final FamilyContract FAMILY = FamilyContract.family("attention", "manage_attention_budget", """
            {"operation":"create","control_id":"a-contract","total_units":100,"protected_priority_units":20,
             "max_units_per_subject":30,"period_seconds":3600}""")
            .otherParameters("{\"protected_priority_units\":21}");

    private AttentionContract() {
    }
}
