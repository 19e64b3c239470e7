package dev.cairn.control.contract;

/** The deadline family in the shared contract: due in an hour, to be escalated ten minutes later. */
final class DeadlineContract {
    static final FamilyContract FAMILY = FamilyContract.family("deadline", "manage_task_deadline", """
            {"operation":"create","control_id":"t-contract","due_in_seconds":3600,"escalation_grace_seconds":600,
             "task_fingerprint":"sha256:abababababababababababababababababababababababababababababababab"}""")
            .otherParameters("{\"due_in_seconds\":7200}");

    private DeadlineContract() {
    }
}
