package dev.cairn.control.contract;

/** The action family in the shared contract: a lock, as ActionToolsIT takes one (no link, no lookup by id). */
final class ActionContract {
    static final FamilyContract FAMILY = FamilyContract.family("action", "lock_action", """
            {"key":"order-42"}""");

    private ActionContract() {
    }
}
