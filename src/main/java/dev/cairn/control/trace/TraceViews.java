package dev.cairn.control.trace;

import dev.cairn.api.Timestamps;
import dev.cairn.control.trace.TraceLineage.Walk;
import dev.cairn.store.sql.ContextTraceDao.Node;
import java.util.List;
import java.util.Set;

/** What the owner sees of a node and of its lineage. */
final class TraceViews {
    private TraceViews() {
    }

    /** An anchored node, each parent marked by whether it is among {@code anchoredParents}. */
    static TraceRecords.NodeView node(Node node, Set<String> anchoredParents) {
        List<TraceRecords.Parent> parents = node.parentDigests().stream()
                .map(parent -> new TraceRecords.Parent(parent, anchoredParents.contains(parent))).toList();
        return new TraceRecords.NodeView(node.contextDigest(), true, node.controlId(), node.stage(), parents,
                stamp(node));
    }

    /** A digest the account has not anchored. */
    static TraceRecords.NodeView notAnchored(String digest) {
        return new TraceRecords.NodeView(digest, false, null, null, List.of(), null);
    }

    static TraceRecords.LineageView lineage(Walk walk) {
        List<TraceRecords.AncestorView> ancestors = walk.ancestors().stream()
                .map(ancestor -> new TraceRecords.AncestorView(ancestor.node().contextDigest(), ancestor.depth(),
                        ancestor.node().controlId(), ancestor.node().stage(), ancestor.node().parentDigests(),
                        stamp(ancestor.node())))
                .toList();
        return new TraceRecords.LineageView(ancestors, ancestors.size(), TraceLineage.MAX_DEPTH,
                TraceLineage.MAX_NODES, walk.truncated());
    }

    static TraceRecords.LineageView noLineage() {
        return lineage(new Walk(List.of(), false));
    }

    private static String stamp(Node node) {
        return Timestamps.format(node.anchoredAt().toEpochMilli());
    }
}
