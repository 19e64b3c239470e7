package dev.cairn.control.contract;

/** The quorum family in the shared contract: 2 of 3 members, as QuorumToolsIT creates a quorum. */
final class QuorumContract {
    static final FamilyContract FAMILY = FamilyContract.family("quorum", "manage_action_quorum", """
            {"operation":"create","control_id":"q-contract","required_votes":2,"member_count":3,
             "action_fingerprint":"sha256:abababababababababababababababababababababababababababababababab",
             "expires_in_seconds":300,"title":"Pay the invoice"}""")
            .otherParameters("{\"required_votes\":3}");

    private QuorumContract() {
    }
}
