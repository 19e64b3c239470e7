package dev.cairn.control.contract;

/** The delegation family in the shared contract: three uses of one action, as DelegationToolsIT issues them. */
final class DelegationContract {
    static final FamilyContract FAMILY = FamilyContract.family("delegation", "manage_authority_delegation", """
            {"operation":"issue","control_id":"d-contract","max_uses":3,"expires_in_seconds":3600,
             "action_fingerprint":"sha256:abababababababababababababababababababababababababababababababab"}""")
            .otherParameters("{\"max_uses\":4}");

    private DelegationContract() {
    }
}
