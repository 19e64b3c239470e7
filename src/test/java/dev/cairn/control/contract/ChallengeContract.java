package dev.cairn.control.contract;

/** The challenge family in the shared contract: a two-minute veto window, as ChallengeToolsIT opens one. */
final class ChallengeContract {
    static final FamilyContract FAMILY = FamilyContract.family("challenge", "manage_action_challenge", """
            {"operation":"create","control_id":"deploy-contract","veto_window_seconds":120,"title":"Deploy v2.3",
             "action_fingerprint":"sha256:646ccd33e39cf4fef059ba06781227b999337ace00f26a912b5edf95575a8fac"}""")
            .otherParameters("{\"veto_window_seconds\":180}");

    private ChallengeContract() {
    }
}
