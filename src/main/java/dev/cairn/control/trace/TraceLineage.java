package dev.cairn.control.trace;

import dev.cairn.store.sql.ContextTraceDao.Node;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A node's anchored ancestry, breadth first: its anchored parents at depth 1, theirs at depth 2, and so on, each
 * node once (at its shortest depth), in the order the walk meets them (a level follows the previous level's
 * nodes and each node's parents in their stored order). Parents need not be anchored, so the graph may hold a
 * cycle: the walk never visits a digest twice, and the start node is never its own ancestor. Bounded: at most
 * {@link #MAX_DEPTH} levels and {@link #MAX_NODES} ancestors; {@code truncated} says that an anchored ancestor
 * was left out, found one level deeper than the bound or beyond the count. A level is one lookup, so a walk is
 * at most {@code MAX_DEPTH + 1} of them.
 */
final class TraceLineage {
    static final int MAX_DEPTH = 10;
    static final int MAX_NODES = 200;

    record Ancestor(Node node, int depth) {
    }

    record Walk(List<Ancestor> ancestors, boolean truncated) {
        /** The digests among {@code start}'s parents that are anchored (its ancestors at depth 1). */
        Set<String> anchoredParents() {
            return ancestors.stream().filter(ancestor -> ancestor.depth() == 1)
                    .map(ancestor -> ancestor.node().contextDigest()).collect(Collectors.toSet());
        }
    }

    private TraceLineage() {
    }

    /** The walk from {@code start}; {@code anchored} answers which of some digests are anchored nodes. */
    static Walk from(Node start, Function<List<String>, List<Node>> anchored) {
        Set<String> seen = new HashSet<>(Set.of(start.contextDigest()));
        List<Ancestor> ancestors = new ArrayList<>();
        List<Node> level = List.of(start);
        for (int depth = 1; ; depth++) {
            List<String> frontier = unseenParents(level, seen);
            List<Node> found = frontier.isEmpty() ? List.of() : inFrontierOrder(frontier, anchored.apply(frontier));
            if (found.isEmpty()) {
                return new Walk(ancestors, false);
            }
            int room = depth > MAX_DEPTH ? 0 : MAX_NODES - ancestors.size();
            for (Node node : found.subList(0, Math.min(room, found.size()))) {
                ancestors.add(new Ancestor(node, depth));
            }
            if (found.size() > room) {
                return new Walk(ancestors, true);
            }
            level = found;
        }
    }

    /** The parents of {@code level} not met before, in order; they count as met from now on. */
    private static List<String> unseenParents(List<Node> level, Set<String> seen) {
        List<String> parents = new ArrayList<>();
        for (Node node : level) {
            for (String parent : node.parentDigests()) {
                if (seen.add(parent)) {
                    parents.add(parent);
                }
            }
        }
        return parents;
    }

    private static List<Node> inFrontierOrder(List<String> frontier, List<Node> found) {
        Map<String, Node> byDigest = found.stream().collect(Collectors.toMap(Node::contextDigest, node -> node));
        return frontier.stream().filter(byDigest::containsKey).map(byDigest::get).toList();
    }
}
