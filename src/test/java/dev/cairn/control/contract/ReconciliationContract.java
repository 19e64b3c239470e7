package dev.cairn.control.contract;

/** The reconciliation family in the shared contract: one action against one expected digest, as its ITs open it. */
final class ReconciliationContract {
    static final FamilyContract FAMILY = FamilyContract.family("reconciliation", "manage_action_reconciliation", """
            {"operation":"open","control_id":"r-contract",
             "action_fingerprint":"sha256:abababababababababababababababababababababababababababababababab",
             "expected_digest":"sha256:cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd"}""")
            .otherParameters("{\"expected_digest\":\"sha256:efefefefefefefefefefefefefefefefefefefefefefefefefefefefefefefef\"}");

    private ReconciliationContract() {
    }
}
