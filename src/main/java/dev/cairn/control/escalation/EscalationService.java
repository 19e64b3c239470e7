package dev.cairn.control.escalation;

import dev.cairn.api.LinkPage;
import dev.cairn.api.ActionResults;
import dev.cairn.api.Caller;
import dev.cairn.catalog.EscalationTools;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.api.EscalationRequests;
import dev.cairn.api.EscalationResults;
import dev.cairn.api.Ids;
import dev.cairn.api.ProblemException;
import dev.cairn.control.BearerTokens;
import dev.cairn.control.DigestFields;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.Digests;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import redis.clients.jedis.UnifiedJedis;

/** manage_agent_escalation and the operator endpoints: an incident, its SLAs, and one private operator link. */
public final class EscalationService implements Family {
    static final LinkPage PAGE = new LinkPage("escalation", "Escalation",
            "An incident was escalated to you. Acknowledge it when you take it on, resolve it when it is handled.");
    private static final String CREATED_NOTICE = "Escalation opened. Deliver operator_url (shown only now) to the"
            + " operator privately; it lets them acknowledge and resolve. Breach flags follow the SLAs and the clock.";
    private static final String EXISTING_NOTICE = "This control_id already opened this escalation with these"
            + " parameters; the operator link is shown only on the creating call, so operator_url is null.";

    private final PublicRecords records;
    private final EscalationStore store;
    private final Clock clock;

    public EscalationService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.records = new PublicRecords(redis, scripts, "escalation", "esc", PAGE);
        this.store = new EscalationStore(records, scripts);
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(EscalationTools.MANAGE_AGENT_ESCALATION, EscalationRequests.Manage.class, this::manage)
                .add(EscalationTools.ESCALATION_PUBLIC_GET, EscalationRequests.PublicGet.class, this::get)
                .add(EscalationTools.ESCALATION_PUBLIC_ACT, EscalationRequests.PublicAct.class, this::act)
                .page(PAGE);
    }

    public Object manage(EscalationRequests.Manage request, Caller caller) {
        if (request.operation().equals("create")) {
            return create(request, caller);
        }
        String id = records.requireBound(caller.accountId(), request.controlId(), "escalation");
        long now = clock.millis();
        ScriptReply record = store.owner(id, caller.accountId(), now, request.operation());
        if (record.is("not_found")) {
            throw PublicRecords.notBound("escalation");
        }
        EscalationResults.View view = EscalationViews.owner(request.controlId(), id, record, now, null,
                EscalationViews.notice(record.text("status")));
        if (request.operation().equals("check")) {
            return new EscalationResults.Manage(ActionResults.BRAND, view);
        }
        boolean applied = record.is("applied");
        return new EscalationResults.Change(ActionResults.BRAND, applied, applied ? null : record.outcome(), view);
    }

    public EscalationResults.Public get(EscalationRequests.PublicGet request, Caller caller) {
        long now = clock.millis();
        ScriptReply record = operator(request.escalationId(), request.token(), "view", now);
        return new EscalationResults.Public(ActionResults.BRAND,
                EscalationViews.operator(request.escalationId(), record, now));
    }

    public EscalationResults.PublicAction act(EscalationRequests.PublicAct request, Caller caller) {
        long now = clock.millis();
        ScriptReply record = operator(request.escalationId(), request.token(), request.operation(), now);
        boolean applied = record.is("applied");
        return new EscalationResults.PublicAction(ActionResults.BRAND, applied, applied ? null : record.outcome(),
                EscalationViews.operator(request.escalationId(), record, now));
    }

    private EscalationResults.Manage create(EscalationRequests.Manage request, Caller caller) {
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
        long ttlMs = resolution * 1000L + EscalationStore.RETENTION_MS;
        String id = records.bind(caller.accountId(), request.controlId(), Ids.mint("esc"), ttlMs);
        String token = BearerTokens.mint();
        EscalationStore.Draft draft = new EscalationStore.Draft(params, fingerprint, request.severity(),
                request.title(), now + response * 1000L, now + resolution * 1000L);
        ScriptReply record = store.create(id, caller.accountId(), now, draft, BearerTokens.hash(token), ttlMs);
        OwnerRequests.requireCreated(record, "escalation");
        if (!record.is("created")) {
            return new EscalationResults.Manage(ActionResults.BRAND,
                    EscalationViews.owner(request.controlId(), id, record, now, null, EXISTING_NOTICE));
        }
        records.keepBinding(caller.accountId(), request.controlId(), ttlMs);
        String link = PAGE.link(caller.baseUrl(), id, token);
        return new EscalationResults.Manage(ActionResults.BRAND,
                EscalationViews.owner(request.controlId(), id, record, now, link, CREATED_NOTICE));
    }

    private ScriptReply operator(String escalationId, String token, String action, long now) {
        String id = records.requireWellFormed(escalationId, "escalation");
        return store.operator(id, now, BearerTokens.hash(token), action).opened("escalation");
    }
}
