package dev.cairn.control.contract;

/** The context rights family in the shared contract: a grant issued as ContextRightsToolsIT issues one. */
final class ContextRightsContract {
    static final FamilyContract FAMILY = FamilyContract.family("context rights", "manage_context_rights", """
            {"operation":"issue","control_id":"c-contract","expires_in_seconds":3600,
             "context_digest":"sha256:abababababababababababababababababababababababababababababababab",
             "policy_digest":"sha256:cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd",
             "rights":["read","train"]}""")
            .otherParameters("{\"rights\":[\"read\"]}");

    private ContextRightsContract() {
    }
}
