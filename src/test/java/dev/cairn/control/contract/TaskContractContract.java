package dev.cairn.control.contract;

/** The task contract family in the shared contract: one task offered on pinned terms, as ContractToolsIT offers it. */
final class TaskContractContract {
    static final FamilyContract FAMILY = FamilyContract.family("task contract", "manage_task_contract", """
            {"operation":"offer","control_id":"c-contract","expires_in_seconds":3600,
             "task_fingerprint":"sha256:abababababababababababababababababababababababababababababababab",
             "terms_digest":"sha256:cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd"}""")
            .otherParameters("{\"terms_digest\":\"sha256:efefefefefefefefefefefefefefefefefefefefefefefefefefefefefefefef\"}");

    private TaskContractContract() {
    }
}
