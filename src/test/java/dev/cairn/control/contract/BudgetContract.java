package dev.cairn.control.contract;

/** The budget family in the shared contract: a period's first reservation (no control_id, no link, no lookup by id). */
final class BudgetContract {
    static final FamilyContract FAMILY = FamilyContract.family("budget", "reserve_action_budget", """
            {"operation":"reserve","budget_key":"contract-spend","period_key":"2026-11","amount":5,"limit":10}""");

    private BudgetContract() {
    }
}
