package dev.cairn.control.contract;

/** The compensation family in the shared contract: an action and its undo, as CompensationToolsIT binds them. */
final class CompensationContract {
    static final FamilyContract FAMILY = FamilyContract.family("compensation", "manage_action_compensation", """
            {"operation":"bind","control_id":"c-contract","expires_in_seconds":3600,
             "action_fingerprint":"sha256:abababababababababababababababababababababababababababababababab",
             "compensation_fingerprint":"sha256:cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd"}""")
            .otherParameters("{\"expires_in_seconds\":3601}");

    private CompensationContract() {
    }
}
