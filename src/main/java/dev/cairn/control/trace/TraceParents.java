package dev.cairn.control.trace;

import dev.cairn.api.ProblemException;
import dev.cairn.api.DigestFields;
import dev.cairn.store.sql.ContextTraceDao.Node;
import java.util.ArrayList;
import java.util.List;

/** What an anchor may state: its parents, and, for a digest already anchored, only what the node holds. */
final class TraceParents {
    private TraceParents() {
    }

    /**
     * The requested parents in their {@code sha256:} form and order (none when absent). A parent listed twice
     * (in either form) or the context itself is 422 at its index.
     */
    static List<String> of(String digest, List<String> requested) {
        List<String> parents = new ArrayList<>();
        for (int i = 0; requested != null && i < requested.size(); i++) {
            String parent = DigestFields.normalize(requested.get(i));
            if (parent.equals(digest)) {
                throw ProblemException.unprocessable("own_parent", "A context cannot be its own parent.",
                        "/parent_digests/" + i);
            }
            if (parents.contains(parent)) {
                throw ProblemException.unprocessable("duplicate_parent",
                        "This parent is listed twice (with or without sha256:).", "/parent_digests/" + i);
            }
            parents.add(parent);
        }
        return parents;
    }

    /**
     * A node is immutable: an anchor of its digest must state its control_id (or none), parents (same order) and
     * stage, else 422 at the first that differs. Leaving control_id out states nothing about it.
     */
    static void requireSameNode(Node stored, String controlId, List<String> parents, String stage) {
        String differing = controlId != null && !controlId.equals(stored.controlId()) ? "control_id"
                : !stored.parentDigests().equals(parents) ? "parent_digests"
                : !stored.stage().equals(stage) ? "stage" : null;
        if (differing != null) {
            throw ProblemException.unprocessable("trace_conflict",
                    "This context_digest is already anchored with another " + differing + "; a node cannot change.",
                    "/" + differing);
        }
    }
}
