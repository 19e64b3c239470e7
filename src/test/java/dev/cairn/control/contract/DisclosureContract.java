package dev.cairn.control.contract;

/** The disclosure budget family in the shared contract: 100 units an hour, 20 per recipient, 50 per category. */
final class DisclosureContract {
    static final FamilyContract FAMILY = FamilyContract.family("disclosure budget", "manage_disclosure_budget", """
            {"operation":"create","control_id":"t-contract","total_units":100,"per_recipient_limit":20,
             "per_category_limit":50,"period_seconds":3600}""")
            .otherParameters("{\"total_units\":200}");

    private DisclosureContract() {
    }
}
