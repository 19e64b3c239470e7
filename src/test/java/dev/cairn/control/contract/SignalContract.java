package dev.cairn.control.contract;

/** The signal family in the shared contract: an inbox whose URL holds its token (no control_id, no public tool). */
final class SignalContract {
    static final FamilyContract FAMILY = FamilyContract.family("signal", "create_signal", """
            {"label":"deploys","expires_in_seconds":300,"max_events":1}""");

    private SignalContract() {
    }
}
