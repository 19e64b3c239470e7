package dev.cairn.control.contract;

/** The stop family in the shared contract: a stop, as StopToolsIT sets one (no control_id, no link, no lookup by id). */
final class StopContract {
    static final FamilyContract FAMILY = FamilyContract.family("stop", "manage_agent_stop", """
            {"operation":"stop","subject_key":"contract/fleet","reason_code":"maintenance"}""");

    private StopContract() {
    }
}
