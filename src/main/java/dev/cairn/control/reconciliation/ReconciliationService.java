package dev.cairn.control.reconciliation;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Outcome;
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

/** manage_action_reconciliation: observations of an action's outcome against the digest it should have. */
public final class ReconciliationService implements Family {
    static final ToolSpec MANAGE_ACTION_RECONCILIATION = new ToolSpec("manage_action_reconciliation",
            "/v1/reconciliations/manage", "Reconcile an action's outcome with what was expected",
            "open pins an action_fingerprint and the expected_digest of its outcome. append records one observed_digest"
                    + " (and optionally an evidence_digest) and whether it matches the expected digest, up to 100"
                    + " observations. check summarises matches and mismatches and lists the observations. resolve"
                    + " ends it once, as reconciled or dismissed. Kept 30 days after its last change.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();

    /** Observations one reconciliation holds; an append beyond is refused as full. */
    static final int MAX_OBSERVATIONS = 100;
    /** A reconciliation has no deadline: it is kept this long after its last change, then Redis collects it. */
    static final long RETENTION_MS = 30L * 24 * 60 * 60 * 1000;
    private static final String EXISTING_NOTICE = "This control_id already opened this reconciliation with these"
            + " parameters; it is returned as it stands.";

    private final PublicRecords records;
    private final Clock clock;

    public ReconciliationService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.records = new PublicRecords(redis, scripts, "reconciliation", "rcn");
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_ACTION_RECONCILIATION, ReconciliationRecords.Manage.class, this::manage);
    }

    public Object manage(ReconciliationRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        return switch (request.operation()) {
            case "open" -> open(request, controlId, caller);
            case "append" -> append(request, controlId, caller);
            default -> owner(request, controlId, caller);
        };
    }

    private ReconciliationRecords.Owned open(ReconciliationRecords.Manage request, String controlId, Caller caller) {
        String fingerprint = DigestFields.normalize(
                OwnerRequests.require(request.actionFingerprint(), "action_fingerprint"));
        String expected = DigestFields.normalize(OwnerRequests.require(request.expectedDigest(), "expected_digest"));
        String id = records.bind(caller.accountId(), controlId, records.mintId(), RETENTION_MS);
        ScriptReply record = records.run("reconciliation/open", id, ScriptArgs.of("now", clock.millis())
                .and("account", caller.accountId()).and("params", Digests.sha256Hex(fingerprint + "\n" + expected))
                .and("action_fingerprint", fingerprint).and("expected_digest", expected)
                .and("retention_ms", RETENTION_MS));
        OwnerRequests.requireCreated(record, "reconciliation");
        if (record.is("created")) {
            records.keepBinding(caller.accountId(), controlId, RETENTION_MS);
        }
        return new ReconciliationRecords.Owned(Outcome.BRAND, ReconciliationViews.owner(controlId, id, record,
                record.is("created") ? null : EXISTING_NOTICE));
    }

    private ReconciliationRecords.Change append(ReconciliationRecords.Manage request, String controlId,
                                                Caller caller) {
        String observed = DigestFields.normalize(OwnerRequests.require(request.observedDigest(), "observed_digest"));
        String evidence = request.evidenceDigest() == null ? "" : DigestFields.normalize(request.evidenceDigest());
        String id = records.requireBound(caller.accountId(), controlId, "reconciliation");
        ScriptReply record = found(records.run("reconciliation/append", id, ScriptArgs.of("now", clock.millis())
                .and("account", caller.accountId()).and("observed_digest", observed).and("evidence_digest", evidence)
                .and("max_observations", MAX_OBSERVATIONS).and("retention_ms", RETENTION_MS)));
        kept(record, caller, controlId);
        return new ReconciliationRecords.Change(Outcome.BRAND, record.change(),
                ReconciliationViews.owner(controlId, id, record, null));
    }

    /** check, and resolve (once). */
    private Object owner(ReconciliationRecords.Manage request, String controlId, Caller caller) {
        boolean resolve = request.operation().equals("resolve");
        String resolution = resolve ? OwnerRequests.require(request.resolution(), "resolution") : "";
        String id = records.requireBound(caller.accountId(), controlId, "reconciliation");
        ScriptReply record = found(records.run("reconciliation/owner", id, ScriptArgs.of("now", clock.millis())
                .and("account", caller.accountId()).and("operation", request.operation())
                .and("resolution", resolution).and("retention_ms", RETENTION_MS)));
        kept(record, caller, controlId);
        ReconciliationRecords.View view = ReconciliationViews.owner(controlId, id, record, null);
        return resolve ? new ReconciliationRecords.Change(Outcome.BRAND, record.change(), view)
                : new ReconciliationRecords.Owned(Outcome.BRAND, view);
    }

    private static ScriptReply found(ScriptReply record) {
        return record.found(() -> PublicRecords.notBound("reconciliation"));
    }

    /** A change renews the record's retention (in its script) and so the control_id's binding. */
    private void kept(ScriptReply record, Caller caller, String controlId) {
        if (record.is("applied")) {
            records.keepBinding(caller.accountId(), controlId, RETENTION_MS);
        }
    }
}
