package dev.cairn.control.terms;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Outcome;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.PublicRecords;
import dev.cairn.control.ScriptReply;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import java.util.Map;
import redis.clients.jedis.UnifiedJedis;

/** manage_terms_pin: pins agreed terms by their digests, label and price; check names each field that drifted. */
public final class TermsService implements Family {
    static final ToolSpec MANAGE_TERMS_PIN = new ToolSpec("manage_terms_pin", "/v1/terms/manage",
            "Pin agreed terms and check them for drift",
            "pin records the terms you agreed to with a counterparty: terms_digest, and as you choose interface_digest,"
                    + " counterparty_fingerprint, version_label, and price_minor with its currency, until expires_at."
                    + " check compares whichever of these fields you supply now with the pin: matches is true only"
                    + " while the pin holds and every supplied field equals the pinned one; drifted names the fields"
                    + " that differ, never their values. revoke ends the pin. Prices are stored but never shown.",
            Access.SUBSCRIPTION, Hints.WRITE).findingRecords();

    static final int DEFAULT_EXPIRES_IN_SECONDS = 2592000;
    /** How long a pin stays readable (and its control_id taken) after expires_at. */
    static final long RETENTION_MS = 30L * 24 * 60 * 60 * 1000;
    private static final String PINNED_NOTICE = "Pinned. Before acting under these terms, call check with what the"
            + " counterparty offers now and proceed only if matches is true.";
    private static final String EXISTING_NOTICE = "This control_id already pinned these terms with these fields;"
            + " this is that pin.";

    private final PublicRecords records;
    private final Clock clock;

    public TermsService(UnifiedJedis redis, ScriptRegistry scripts, Clock clock) {
        this.records = new PublicRecords(redis, scripts, "terms", "pin");
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_TERMS_PIN, TermsRecords.Manage.class, this::manage);
    }

    public Object manage(TermsRecords.Manage request, Caller caller) {
        return request.operation().equals("pin") ? pin(request, caller) : owner(request, caller);
    }

    private TermsRecords.Owned pin(TermsRecords.Manage request, Caller caller) {
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        OwnerRequests.require(request.termsDigest(), "terms_digest");
        if (request.priceMinor() != null || request.currency() != null) { // a price is an amount in a currency
            OwnerRequests.require(request.priceMinor(), "price_minor");
            OwnerRequests.require(request.currency(), "currency");
        }
        Map<String, String> supplied = TermsFields.supplied(request);
        int seconds = request.expiresInSeconds() == null ? DEFAULT_EXPIRES_IN_SECONDS : request.expiresInSeconds();
        long now = clock.millis();
        long ttlMs = seconds * 1000L + RETENTION_MS;
        String id = records.bind(caller.accountId(), controlId, records.mintId(), ttlMs);
        ScriptArgs args = ScriptArgs.of("now", now).and("account", caller.accountId())
                .and("params", TermsFields.params(supplied, seconds))
                .and("pinned", String.join(" ", supplied.keySet()));
        TermsFields.NAMES.forEach(name -> args.and(name, supplied.get(name)));
        ScriptReply record = records.run("terms/pin", id, args.and("expires_at", now + seconds * 1000L)
                .and("ttl_ms", ttlMs));
        OwnerRequests.requireCreated(record, "terms pin");
        boolean created = record.is("created");
        if (created) {
            records.keepBinding(caller.accountId(), controlId, ttlMs);
        }
        return new TermsRecords.Owned(Outcome.BRAND,
                TermsViews.owner(controlId, id, record, now, created ? PINNED_NOTICE : EXISTING_NOTICE));
    }

    /** check and revoke, by the owner's control_id. */
    private Object owner(TermsRecords.Manage request, Caller caller) {
        String operation = request.operation();
        String controlId = OwnerRequests.require(request.controlId(), "control_id");
        String id = records.requireBound(caller.accountId(), controlId, "terms pin");
        long now = clock.millis();
        ScriptReply record = records.run("terms/owner", id, ScriptArgs.of("now", now)
                .and("account", caller.accountId()).and("operation", operation))
                .found(() -> PublicRecords.notBound("terms pin"));
        if (operation.equals("revoke")) {
            return new TermsRecords.Change(Outcome.BRAND, record.change(),
                    TermsViews.owner(controlId, id, record, now, TermsViews.revokeNotice(record.outcome())));
        }
        TermsFields.Comparison comparison = TermsFields.compare(TermsFields.supplied(request), record.fields(),
                TermsFields.pinned(record.text("pinned")));
        String reason = TermsViews.mismatch(TermsViews.status(record, now), comparison);
        return new TermsRecords.Checked(Outcome.BRAND, reason == null, reason, comparison.compared(),
                comparison.drifted(), comparison.notPinned(),
                TermsViews.owner(controlId, id, record, now, TermsViews.checkNotice(reason)));
    }
}
