package dev.cairn.control.contract;

/** The escalation family in the shared contract: a high-severity incident, as EscalationToolsIT opens one. */
final class EscalationContract {
    static final FamilyContract FAMILY = FamilyContract.family("escalation", "manage_agent_escalation", """
            {"operation":"create","control_id":"e-contract","severity":"high",
             "incident_fingerprint":"sha256:efefefefefefefefefefefefefefefefefefefefefefefefefefefefefefefef"}""")
            .otherParameters("{\"severity\":\"low\"}");

    private EscalationContract() {
    }
}
