package dev.cairn.control.contract;

/** The lease family in the shared contract: a lease, as LeaseToolsIT takes one (no control_id, no link, no lookup by id). */
final class LeaseContract {
    static final FamilyContract FAMILY = FamilyContract.family("lease", "manage_resource_lease", """
            {"operation":"acquire","resource_key":"contract/printer","ttl_seconds":60}""");

    private LeaseContract() {
    }
}
