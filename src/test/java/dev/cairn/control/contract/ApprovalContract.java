package dev.cairn.control.contract;

/** The approval family in the shared contract: a request as ApprovalToolsIT makes one (no control_id). */
final class ApprovalContract {
    static final FamilyContract FAMILY = FamilyContract.family("approval", "request_approval", """
            {"title":"Refund order 42","description":"Damaged parcel"}""");

    private ApprovalContract() {
    }
}
