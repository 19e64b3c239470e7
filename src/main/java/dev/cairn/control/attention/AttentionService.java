package dev.cairn.control.attention;

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
import redis.clients.jedis.UnifiedJedis;

/**
 * manage_attention_budget: units of attention reserved per period under a total, a per-subject cap and a share
 * kept for priority reservations, each reserve one script on the budget's slot.
 */
public final class AttentionService implements Family {
    static final ToolSpec MANAGE_ATTENTION_BUDGET = new ToolSpec("manage_attention_budget",
            "/v1/attention-budgets/manage", "Reserve units of an attention budget",
            "create opens a budget of total_units per period of period_seconds (fixed periods from create), with"
                    + " protected_priority_units kept for priority reservations and at most max_units_per_subject"
                    + " per subject_fingerprint. reserve takes units for one subject atomically: a standard"
                    + " reservation only while used + units stays within total_units - protected_priority_units, a"
                    + " priority one within total_units; refused ones are applied false with reason total_limit,"
                    + " standard_limit, subject_limit, reservation_limit or closed. The same reservation_key answers"
                    + " its first outcome (replayed true). release returns a reservation's units once; check shows"
                    + " the period's use and what is available; close ends the budget.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();

    /** How many reservation_keys one period remembers: bounds the period's companion keys. */
    static final int MAX_RESERVATIONS = 10_000;
    /** How long a budget lives from create; a closed one stays readable this long from its close, if shorter. */
    static final long LIFETIME_MS = 365L * 24 * 60 * 60 * 1000;
    static final long RETENTION_MS = 30L * 24 * 60 * 60 * 1000;
    private static final String[] COMPANIONS = {"reservations", "subjects"};

    private final PublicRecords records;
    private final Clock clock;

    public AttentionService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.records = new PublicRecords(redis, scripts, "attention", "atb");
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_ATTENTION_BUDGET, AttentionRecords.Manage.class, this::manage);
    }

    public Object manage(AttentionRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        return switch (request.operation()) {
            case "create" -> create(request, controlId, caller);
            case "reserve" -> reserve(request, controlId, caller);
            case "release" -> release(request, controlId, caller);
            default -> owner(request, controlId, caller);
        };
    }

    private AttentionRecords.Owned create(AttentionRecords.Manage request, String controlId, Caller caller) {
        int total = OwnerRequests.require(request.totalUnits(), "total_units");
        int periodSeconds = OwnerRequests.require(request.periodSeconds(), "period_seconds");
        int protectedUnits = request.protectedPriorityUnits() == null ? 0 : request.protectedPriorityUnits();
        int cap = request.maxUnitsPerSubject() == null ? total : request.maxUnitsPerSubject();
        requireWithinTotal(protectedUnits, total, "protected_units_exceed_total", "protected_priority_units");
        requireWithinTotal(cap, total, "subject_cap_exceeds_total", "max_units_per_subject");
        String params = Digests.sha256Hex(total + "\n" + protectedUnits + "\n" + cap + "\n" + periodSeconds);
        long now = clock.millis();
        String id = records.bind(caller.accountId(), controlId, records.mintId(), LIFETIME_MS);
        ScriptReply record = records.run("attention/create", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("params", params).and("total_units", total)
                .and("protected_priority_units", protectedUnits).and("max_units_per_subject", cap)
                .and("period_ms", periodSeconds * 1000L).and("expires_at", now + LIFETIME_MS)
                .and("ttl_ms", LIFETIME_MS));
        OwnerRequests.requireCreated(record, "attention budget");
        return new AttentionRecords.Owned(Outcome.BRAND, AttentionViews.view(controlId, id, record, null, null,
                AttentionNotices.created(record.is("created"))));
    }

    private AttentionRecords.Reserved reserve(AttentionRecords.Manage request, String controlId, Caller caller) {
        String key = OwnerRequests.require(request.reservationKey(), "reservation_key");
        String subject = DigestFields.normalize(
                OwnerRequests.require(request.subjectFingerprint(), "subject_fingerprint"));
        int units = OwnerRequests.require(request.units(), "units");
        String priority = request.priority() == null ? "standard" : request.priority();
        String id = bound(controlId, caller);
        ScriptReply reply = records.run("attention/reserve", id, ScriptArgs.of("now", clock.millis())
                .and("account", caller.accountId()).and("reservation", Digests.sha256Hex(key))
                .and("units", units).and("priority", priority).and("subject", subject)
                .and("max_reservations", MAX_RESERVATIONS), COMPANIONS).found(AttentionService::notBound);
        if (reply.is("reservation_key_conflict")) {
            throw ProblemException.unprocessable("reservation_key_conflict", "This reservation_key was first used in"
                    + " this period with other units, subject_fingerprint or priority.", "/reservation_key");
        }
        String[] entry = AttentionViews.entry(reply);
        boolean replayed = entry[7].equals("replayed");
        return new AttentionRecords.Reserved(Outcome.BRAND, reply.change(), replayed,
                AttentionViews.reservation(key, entry), AttentionViews.view(controlId, id, reply, subject, entry[6],
                AttentionNotices.reserved(reply.outcome(), replayed)));
    }

    private AttentionRecords.Reserved release(AttentionRecords.Manage request, String controlId, Caller caller) {
        String key = OwnerRequests.require(request.reservationKey(), "reservation_key");
        String id = bound(controlId, caller);
        ScriptReply reply = records.run("attention/release", id, ScriptArgs.of("now", clock.millis())
                .and("account", caller.accountId()).and("reservation", Digests.sha256Hex(key)), COMPANIONS)
                .found(AttentionService::notBound);
        String[] entry = AttentionViews.entry(reply);
        return new AttentionRecords.Reserved(Outcome.BRAND, reply.change(), false,
                AttentionViews.reservation(key, entry), AttentionViews.view(controlId, id, reply,
                entry == null ? null : entry[3], entry == null ? null : entry[6],
                AttentionNotices.released(reply.outcome())));
    }

    /** check and close. */
    private Object owner(AttentionRecords.Manage request, String controlId, Caller caller) {
        String subject = request.subjectFingerprint() == null ? null
                : DigestFields.normalize(request.subjectFingerprint());
        String id = bound(controlId, caller);
        ScriptReply reply = records.run("attention/owner", id, ScriptArgs.of("now", clock.millis())
                .and("account", caller.accountId()).and("operation", request.operation())
                .and("subject", subject).and("retention_ms", RETENTION_MS), COMPANIONS)
                .found(AttentionService::notBound);
        if (request.operation().equals("check")) {
            return new AttentionRecords.Owned(Outcome.BRAND, AttentionViews.view(controlId, id, reply, subject,
                    reply.detail(), AttentionNotices.checked(reply.text("status"))));
        }
        return new AttentionRecords.Change(Outcome.BRAND, reply.change(), AttentionViews.view(controlId, id, reply,
                subject, reply.detail(), AttentionNotices.closedNow(reply.outcome())));
    }

    private String bound(String controlId, Caller caller) {
        return records.requireBound(caller.accountId(), controlId, "attention budget");
    }

    private static ProblemException notBound() {
        return PublicRecords.notBound("attention budget");
    }

    private static void requireWithinTotal(int value, int total, String code, String field) {
        if (value > total) {
            throw ProblemException.unprocessable(code, field + " may not exceed total_units.", "/" + field);
        }
    }
}
