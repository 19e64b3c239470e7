package dev.cairn.control.contract;

/**
 * The context trace family in the shared contract: a node anchored under a control_id. A node is named by its
 * digest (no server id, no link); the same control_id on another digest is the create with other parameters.
 */
final class TraceContract {
    static final FamilyContract FAMILY = FamilyContract.family("trace", "anchor_context_trace", """
            {"operation":"anchor","control_id":"trace-contract",
             "context_digest":"sha256:efefefefefefefefefefefefefefefefefefefefefefefefefefefefefefefef",
             "parent_digests":["sha256:abababababababababababababababababababababababababababababababab"],
             "stage":"prompt"}""")
            .otherParameters(
                    "{\"context_digest\":\"sha256:1212121212121212121212121212121212121212121212121212121212121212\"}");

    private TraceContract() {
    }
}
