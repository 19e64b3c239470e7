package dev.cairn.control.contract;

/** The handoff family in the shared contract: one task handed over for an hour, as HandoffToolsIT creates it. */
final class HandoffContract {
    static final FamilyContract FAMILY = FamilyContract.family("handoff", "manage_task_handoff", """
            {"operation":"create","control_id":"h-contract","expires_in_seconds":3600,
             "task_fingerprint":"sha256:abababababababababababababababababababababababababababababababab"}""")
            .otherParameters("{\"expires_in_seconds\":3601}");

    private HandoffContract() {
    }
}
