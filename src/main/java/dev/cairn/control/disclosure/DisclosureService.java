package dev.cairn.control.disclosure;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Outcome;
import dev.cairn.api.ProblemException;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.api.DigestFields;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.Digests;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import java.util.List;
import redis.clients.jedis.UnifiedJedis;

/**
 * manage_disclosure_budget: units of disclosure counted per fixed period under a total, a per-recipient and a
 * per-category limit at once, one event_key counted once.
 */
public final class DisclosureService implements Family {
    static final ToolSpec MANAGE_DISCLOSURE_BUDGET = new ToolSpec("manage_disclosure_budget",
            "/v1/disclosure-budgets/manage", "Count disclosures under a budget",
            "create sets a budget of total_units per period of period_seconds (fixed windows from create), with"
                    + " per_recipient_limit and per_category_limit (default: total_units). record counts the units"
                    + " of one disclosure event (event_key, recipient_fingerprint, category_fingerprint) atomically"
                    + " under all three limits of the current period: applied false with the reason and every"
                    + " exceeded limit when any one would be passed, and nothing counted. Disclose only when applied"
                    + " is true; the same event_key answers its first outcome (replayed true). check shows the"
                    + " period's usage (of a recipient and a category too, when named); close ends the budget.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();

    /** How long a budget stays readable after its last record's period ends, or after it is closed. */
    static final long RETENTION_MS = 30L * 24 * 60 * 60 * 1000;
    /**
     * The control_id binding's lifetime, set at create and again before each record: longer than any budget
     * lives from then (a period of at most a year, then the retention), so the binding never ends first.
     */
    static final long BINDING_MS = 31_536_000_000L + 2 * RETENTION_MS;
    private static final String CREATED_NOTICE = "Budget created. Record each disclosure before making it and"
            + " disclose only when applied is true.";
    private static final String EXISTING_NOTICE = "This control_id already names this budget with these"
            + " parameters; its periods and usage are unchanged.";
    private static final String[] COMPANIONS = {"usage", "events", "previous_events"};

    private final PublicRecords records;
    private final Clock clock;

    public DisclosureService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.records = new PublicRecords(redis, scripts, "disclosure", "dsb");
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_DISCLOSURE_BUDGET, DisclosureRecords.Manage.class, this::manage);
    }

    public Object manage(DisclosureRecords.Manage request, Caller caller) {
        return switch (request.operation()) {
            case "create" -> create(request, caller);
            case "record" -> record(request, caller);
            default -> owner(request, caller);
        };
    }

    private DisclosureRecords.Owned create(DisclosureRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        int total = OwnerRequests.require(request.totalUnits(), "total_units");
        int seconds = OwnerRequests.require(request.periodSeconds(), "period_seconds");
        int perRecipient = request.perRecipientLimit() == null ? total : request.perRecipientLimit();
        int perCategory = request.perCategoryLimit() == null ? total : request.perCategoryLimit();
        String params = Digests.sha256Hex(String.join("\n", Integer.toString(total), Integer.toString(perRecipient),
                Integer.toString(perCategory), Integer.toString(seconds)));
        long now = clock.millis();
        long ttlMs = seconds * 1000L + RETENTION_MS;
        String id = records.bind(caller.accountId(), controlId, records.mintId(), BINDING_MS);
        ScriptReply record = records.run("disclosure/create", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("params", params).and("total_units", total)
                .and("per_recipient_limit", perRecipient).and("per_category_limit", perCategory)
                .and("period_ms", seconds * 1000L).and("ttl_ms", ttlMs));
        OwnerRequests.requireCreated(record, "disclosure budget");
        if (!record.is("created")) {
            return new DisclosureRecords.Owned(Outcome.BRAND,
                    view(controlId, id, owner(id, caller, "check", null, null), null, null, EXISTING_NOTICE));
        }
        records.keepBinding(caller.accountId(), controlId, BINDING_MS);
        return new DisclosureRecords.Owned(Outcome.BRAND, view(controlId, id, record, null, null, CREATED_NOTICE));
    }

    private DisclosureRecords.Recorded record(DisclosureRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        String eventKey = OwnerRequests.require(request.eventKey(), "event_key");
        String recipient = DigestFields.hex(
                OwnerRequests.require(request.recipientFingerprint(), "recipient_fingerprint"));
        String category = DigestFields.hex(
                OwnerRequests.require(request.categoryFingerprint(), "category_fingerprint"));
        int units = OwnerRequests.require(request.units(), "units");
        String id = records.requireBound(caller.accountId(), controlId, "disclosure budget");
        // before the script extends the budget, so the binding never ends first
        records.keepBinding(caller.accountId(), controlId, BINDING_MS);
        ScriptReply reply = records.run("disclosure/record", id, ScriptArgs.of("now", clock.millis())
                .and("account", caller.accountId()).and("event", Digests.sha256Hex(eventKey)).and("units", units)
                .and("recipient", recipient).and("category", category).and("retention_ms", RETENTION_MS),
                COMPANIONS)
                .found(() -> PublicRecords.notBound("disclosure budget"));
        if (reply.is("event_key_conflict")) {
            throw ProblemException.unprocessable("event_key_conflict", "This event_key was first recorded with"
                    + " other units, recipient_fingerprint or category_fingerprint.", "/event_key");
        }
        // a closed budget's usage is that of the period it was closed in, which only owner.lua works out
        ScriptReply usage = "closed".equals(reply.text("status"))
                ? owner(id, caller, "check", recipient, category) : reply;
        if (reply.is("closed")) {
            return new DisclosureRecords.Recorded(Outcome.BRAND, reply.change(), List.of(), false, units, null,
                    view(controlId, id, usage, recipient, category, null));
        }
        DisclosureViews.Detail detail = DisclosureViews.Detail.of(reply);
        return new DisclosureRecords.Recorded(Outcome.BRAND, reply.change(), detail.exceededLimits(),
                detail.replayed(), units, detail.recordedAt(), view(controlId, id, usage, recipient, category,
                DisclosureViews.recorded(reply.is("applied"), detail.replayed())));
    }

    /** check and close. */
    private Object owner(DisclosureRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        String id = records.requireBound(caller.accountId(), controlId, "disclosure budget");
        String recipient = request.recipientFingerprint() == null ? null
                : DigestFields.hex(request.recipientFingerprint());
        String category = request.categoryFingerprint() == null ? null
                : DigestFields.hex(request.categoryFingerprint());
        ScriptReply reply = owner(id, caller, request.operation(), recipient, category);
        DisclosureRecords.View view = view(controlId, id, reply, recipient, category, null);
        return request.operation().equals("check") ? new DisclosureRecords.Owned(Outcome.BRAND, view)
                : new DisclosureRecords.Change(Outcome.BRAND, reply.change(), view);
    }

    private ScriptReply owner(String id, Caller caller, String operation, String recipient, String category) {
        return records.run("disclosure/owner", id, ScriptArgs.of("now", clock.millis())
                .and("account", caller.accountId()).and("operation", operation).and("recipient", recipient)
                .and("category", category).and("retention_ms", RETENTION_MS), COMPANIONS)
                .found(() -> PublicRecords.notBound("disclosure budget"));
    }

    private static DisclosureRecords.View view(String controlId, String id, ScriptReply reply, String recipient,
                                               String category, String notice) {
        return DisclosureViews.view(controlId, id, reply, recipient != null, category != null, notice);
    }
}
