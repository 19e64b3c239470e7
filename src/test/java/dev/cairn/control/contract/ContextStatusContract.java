package dev.cairn.control.contract;

/** The context status family in the shared contract: a context published as ContextStatusToolsIT publishes one. */
final class ContextStatusContract {
    static final FamilyContract FAMILY = FamilyContract.family("context status", "manage_context_status", """
            {"operation":"publish","control_id":"c-contract","expires_in_seconds":3600,
             "context_digest":"sha256:abababababababababababababababababababababababababababababababab"}""")
            .otherParameters("{\"expires_in_seconds\":3601}");

    private ContextStatusContract() {
    }
}
