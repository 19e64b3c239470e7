package dev.cairn.control.action;

/** How a holder settles its lock: it performed the action, or gives the lock back unused. */
enum Settlement {
    COMPLETE("complete", "Completion recorded; the key is protected until protected_until."),
    RELEASE("release", "Lock released; the key can be claimed again.");

    /** The operation argument of {@code lua/action/settle.lua}. */
    final String scriptArgument;
    final String appliedNotice;

    Settlement(String scriptArgument, String appliedNotice) {
        this.scriptArgument = scriptArgument;
        this.appliedNotice = appliedNotice;
    }
}
