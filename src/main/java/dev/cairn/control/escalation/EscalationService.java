package dev.cairn.control.escalation;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.LinkPage;
import dev.cairn.api.Outcome;
import dev.cairn.api.ProblemException;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.control.BearerTokens;
import dev.cairn.api.DigestFields;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.Digests;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import redis.clients.jedis.UnifiedJedis;

/** manage_agent_escalation and the operator endpoints: an incident, its SLAs, and one private operator link. */
public final class EscalationService implements Family {
    static final ToolSpec MANAGE_AGENT_ESCALATION = new ToolSpec("manage_agent_escalation",
            "/v1/escalations/manage", "Escalate an incident to a human operator",
            "Opens an escalation for an incident_fingerprint with a severity and response and resolution SLAs"
                    + " (defaults by severity). create returns a private operator link (only on the creating call;"
                    + " delivering it is your job) with which the operator acknowledges and resolves. check reports"
                    + " the state and whether each SLA is breached; cancel ends an open or acknowledged escalation.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();
    static final ToolSpec ESCALATION_PUBLIC_GET = new ToolSpec("escalation_public_get",
            "/v1/escalations/public/get", "View an escalation as its operator",
            "The escalation state and SLA breach flags, for the holder of the operator link. No API key; the token is"
                    + " the credential. A wrong token is 403.",
            Access.PUBLIC, Hints.READ_ONLY);
    static final ToolSpec ESCALATION_PUBLIC_ACT = new ToolSpec("escalation_public_act",
            "/v1/escalations/public/act", "Acknowledge or resolve an escalation",
            "Records the operator's acknowledgement or resolution (resolving an open escalation acknowledges it too)."
                    + " Stores only the time: no notes or contact information. A repeat changes nothing and says why.",
            Access.PUBLIC, Hints.WRITE);
    static final LinkPage PAGE = new LinkPage("escalation", "Escalation",
            "An incident was escalated to you. Acknowledge it when you take it on, resolve it when it is handled.");

    /** How long an escalation stays readable after its resolution deadline, before Redis collects it. */
    static final long RETENTION_MS = 30L * 24 * 60 * 60 * 1000;
    private static final String CREATED_NOTICE = "Escalation opened. Deliver operator_url (shown only now) to the"
            + " operator privately; it lets them acknowledge and resolve. Breach flags follow the SLAs and the clock.";
    private static final String EXISTING_NOTICE = "This control_id already opened this escalation with these"
            + " parameters; the operator link is shown only on the creating call, so operator_url is null.";

    private final PublicRecords records;
    private final Clock clock;

    public EscalationService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.records = new PublicRecords(redis, scripts, "escalation", "esc", PAGE);
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_AGENT_ESCALATION, EscalationRecords.Manage.class, this::manage)
                .add(ESCALATION_PUBLIC_GET, EscalationRecords.PublicGet.class, this::get)
                .add(ESCALATION_PUBLIC_ACT, EscalationRecords.PublicAct.class, this::act)
                .page(PAGE);
    }

    public Object manage(EscalationRecords.Manage request, Caller caller) {
        if (request.operation().equals("create")) {
            return create(request, caller);
        }
        String id = records.requireBound(caller.accountId(), request.controlId(), "escalation");
        long now = clock.millis();
        ScriptReply record = records.run("escalation/owner", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("operation", request.operation()))
                .found(() -> PublicRecords.notBound("escalation"));
        EscalationRecords.View view = EscalationViews.owner(request.controlId(), id, record, now, null,
                EscalationViews.notice(record.text("status")));
        if (request.operation().equals("check")) {
            return new EscalationRecords.Owned(Outcome.BRAND, view);
        }
        return new EscalationRecords.Change(Outcome.BRAND, record.change(), view);
    }

    public EscalationRecords.Public get(EscalationRecords.PublicGet request, Caller caller) {
        long now = clock.millis();
        ScriptReply record = records.open(request.escalationId(), request.token(), "escalation");
        return new EscalationRecords.Public(Outcome.BRAND,
                EscalationViews.operator(request.escalationId(), record, now));
    }

    public EscalationRecords.PublicAction act(EscalationRecords.PublicAct request, Caller caller) {
        String id = records.requireWellFormed(request.escalationId(), "escalation");
        long now = clock.millis();
        ScriptReply record = records.run("escalation/operator", id, ScriptArgs.of("now", now)
                .and("token_hash", BearerTokens.hash(request.token())).and("operation", request.operation()))
                .opened("escalation");
        return new EscalationRecords.PublicAction(Outcome.BRAND, record.change(),
                EscalationViews.operator(request.escalationId(), record, now));
    }

    private EscalationRecords.Owned create(EscalationRecords.Manage request, Caller caller) {
        String fingerprint = DigestFields.normalize(
                OwnerRequests.require(request.incidentFingerprint(), "incident_fingerprint"));
        Severity severity = Severity.of(OwnerRequests.require(request.severity(), "severity"));
        int response = request.responseSlaSeconds() != null ? request.responseSlaSeconds()
                : severity.defaultResponseSlaSeconds;
        int resolution = request.resolutionSlaSeconds() != null ? request.resolutionSlaSeconds()
                : Math.max(severity.defaultResolutionSlaSeconds, response);
        if (resolution < response) {
            throw ProblemException.unprocessable("sla_order",
                    "resolution_sla_seconds cannot be shorter than response_sla_seconds.", "/resolution_sla_seconds");
        }
        String params = Digests.sha256Hex(String.join("\n", fingerprint, request.severity(),
                Integer.toString(response), Integer.toString(resolution),
                request.title() == null ? "" : "title:" + request.title()));
        long now = clock.millis();
        long ttlMs = resolution * 1000L + RETENTION_MS;
        String id = records.bind(caller.accountId(), request.controlId(), records.mintId(), ttlMs);
        String token = BearerTokens.mint();
        ScriptReply record = records.run("escalation/create", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("params", params).and("incident_fingerprint", fingerprint)
                .and("severity", request.severity()).and("title", request.title())
                .and("response_due_at", now + response * 1000L).and("resolution_due_at", now + resolution * 1000L)
                .and("token_hash", BearerTokens.hash(token)).and("ttl_ms", ttlMs));
        OwnerRequests.requireCreated(record, "escalation");
        if (!record.is("created")) {
            return new EscalationRecords.Owned(Outcome.BRAND,
                    EscalationViews.owner(request.controlId(), id, record, now, null, EXISTING_NOTICE));
        }
        records.keepBinding(caller.accountId(), request.controlId(), ttlMs);
        String link = records.link(caller.baseUrl(), id, token);
        return new EscalationRecords.Owned(Outcome.BRAND,
                EscalationViews.owner(request.controlId(), id, record, now, link, CREATED_NOTICE));
    }
}
