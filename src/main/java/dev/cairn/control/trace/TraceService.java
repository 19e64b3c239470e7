package dev.cairn.control.trace;

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
import dev.cairn.api.PostgresText;
import dev.cairn.store.sql.ContextTraceDao;
import dev.cairn.store.sql.ContextTraceDao.Node;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * anchor_context_trace: each account's provenance graph of contexts in PostgreSQL, one immutable node per
 * context digest, and its lineage in one check.
 */
public final class TraceService implements Family {
    static final ToolSpec ANCHOR_CONTEXT_TRACE = new ToolSpec("anchor_context_trace", "/v1/context-traces/anchor",
            "Anchor a context trace",
            "Records, immutably, where a context your agent was given came from. anchor stores context_digest (a"
                    + " SHA-256 of the context) with parent_digests (up to 20 digests of the contexts it was made from;"
                    + " they need not be anchored first) and a stage (1..80 characters, e.g. retrieval, summary,"
                    + " prompt), optionally named by control_id. A digest is one node of your account: anchoring it"
                    + " again with the same parents and stage returns the stored node (applied false, reason"
                    + " already_anchored); other parents, stage or control_id are 422 trace_conflict. check, by"
                    + " context_digest or by control_id, answers whether it is anchored, its stage, its parents (each"
                    + " marked anchored or not) and its lineage: the anchored ancestors breadth first, each once, at"
                    + " most 10 levels and 200 nodes, truncated true when an anchored ancestor was left out. Only"
                    + " digests are stored, never contexts.",
            Access.SUBSCRIPTION, Hints.IDEMPOTENT_WRITE).findingRecords();

    private static final String ANCHORED_NOTICE = "Anchored: this node cannot change. It states what you reported"
            + " the context was made from; it does not prove it.";
    private static final String REPEATED_NOTICE = "This digest is already anchored with these parents and stage:"
            + " the stored node, unchanged, with its first anchored_at.";
    private static final String CHECKED_NOTICE = "The anchored node and its anchored ancestors, as reported when"
            + " anchored. A parent marked anchored false was never anchored by your account.";
    private static final String NOT_ANCHORED_NOTICE = "Your account has not anchored this digest.";

    private final ContextTraceDao traces;
    private final Clock clock;

    public TraceService(ContextTraceDao traces, Clock clock) {
        this.traces = traces;
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(ANCHOR_CONTEXT_TRACE, TraceRecords.Request.class, this::handle);
    }

    public Object handle(TraceRecords.Request request, Caller caller) {
        return request.operation().equals("anchor") ? anchor(request, caller) : check(request, caller);
    }

    private TraceRecords.Anchored anchor(TraceRecords.Request request, Caller caller) {
        String digest = DigestFields.normalize(OwnerRequests.require(request.contextDigest(), "context_digest"));
        String stage = PostgresText.requireStorable(OwnerRequests.require(request.stage(), "stage"), "stage",
                "a trace");
        String controlId = request.controlId() == null ? null
                : PostgresText.requireStorable(request.controlId(), "control_id", "a trace");
        List<String> parents = TraceParents.of(digest, request.parentDigests());
        boolean stored = traces.insert(caller.accountId(), digest, controlId, stage, parents.toArray(String[]::new),
                Instant.ofEpochMilli(clock.millis()));
        Node node = traces.find(caller.accountId(), digest).orElseThrow(() -> ProblemException.unprocessable(
                "control_id_conflict", "This control_id already names another context of your account.",
                "/control_id"));
        if (!stored) {
            TraceParents.requireSameNode(node, controlId, parents, stage);
        }
        Set<String> anchoredParents = node.parentDigests().isEmpty() ? Set.of()
                : traces.findAll(caller.accountId(), node.parentDigests().toArray(String[]::new)).stream()
                        .map(Node::contextDigest).collect(Collectors.toSet());
        return new TraceRecords.Anchored(Outcome.BRAND,
                stored ? Outcome.of("applied") : new Outcome(false, "already_anchored"),
                TraceViews.node(node, anchoredParents), stored ? ANCHORED_NOTICE : REPEATED_NOTICE);
    }

    /** By context_digest when given (a digest not anchored is an answer), else by control_id (unknown: 404). */
    private TraceRecords.Checked check(TraceRecords.Request request, Caller caller) {
        if (request.contextDigest() == null && request.controlId() == null) {
            throw ProblemException.unprocessable("missing_field",
                    "check needs context_digest, or control_id.", "/context_digest");
        }
        String account = caller.accountId();
        return traces.inOneSnapshot(snapshot -> {
            Node node = request.contextDigest() != null
                    ? snapshot.find(account, DigestFields.normalize(request.contextDigest())).orElse(null)
                    : named(snapshot, account, request.controlId());
            if (node == null) {
                return new TraceRecords.Checked(Outcome.BRAND,
                        TraceViews.notAnchored(DigestFields.normalize(request.contextDigest())),
                        TraceViews.noLineage(), NOT_ANCHORED_NOTICE);
            }
            TraceLineage.Walk walk = TraceLineage.from(node,
                    digests -> snapshot.findAll(account, digests.toArray(String[]::new)));
            return new TraceRecords.Checked(Outcome.BRAND, TraceViews.node(node, walk.anchoredParents()),
                    TraceViews.lineage(walk), CHECKED_NOTICE);
        });
    }

    private static Node named(ContextTraceDao snapshot, String account, String controlId) {
        return (PostgresText.storable(controlId) ? snapshot.named(account, controlId) : Optional.<Node>empty())
                .orElseThrow(() -> ProblemException.notFound("No context of this account is anchored under this"
                        + " control_id."));
    }
}
