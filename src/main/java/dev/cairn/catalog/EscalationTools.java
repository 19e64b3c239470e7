package dev.cairn.catalog;

import dev.cairn.api.Access;

/** The escalation tool and the operator endpoints its link opens (spec §4.6, §4.7). */
public final class EscalationTools {
    private EscalationTools() {
    }

    public static final ToolSpec MANAGE_AGENT_ESCALATION = new ToolSpec("manage_agent_escalation",
            "/v1/escalations/manage", "Escalate an incident to a human operator",
            "Opens an escalation for an incident_fingerprint with a severity and response and resolution SLAs"
                    + " (defaults by severity). create returns a private operator link (only on the creating call;"
                    + " delivering it is your job) with which the operator acknowledges and resolves. check reports"
                    + " the state and whether each SLA is breached; cancel ends an open or acknowledged escalation.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();

    public static final ToolSpec ESCALATION_PUBLIC_GET = new ToolSpec("escalation_public_get",
            "/v1/escalations/public/get", "View an escalation as its operator",
            "The escalation state and SLA breach flags, for the holder of the operator link. No API key; the token is"
                    + " the credential. A wrong token is 403.",
            Access.PUBLIC, Hints.READ_ONLY);

    public static final ToolSpec ESCALATION_PUBLIC_ACT = new ToolSpec("escalation_public_act",
            "/v1/escalations/public/act", "Acknowledge or resolve an escalation",
            "Records the operator's acknowledgement or resolution (resolving an open escalation acknowledges it too)."
                    + " Stores only the time: no notes or contact information. A repeat changes nothing and says why.",
            Access.PUBLIC, Hints.WRITE);
}
