package dev.cairn.control.trace;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.cairn.api.Outcome;
import java.util.List;

/**
 * Request and result bodies of anchor_context_trace. Requests have passed their schema; which fields an
 * operation needs is the service's check (422).
 */
public final class TraceRecords {
    private TraceRecords() {
    }

    public record Request(String operation, String controlId, String contextDigest, List<String> parentDigests,
                          String stage) {
    }

    /** One of a node's parents and whether the account has anchored it. */
    @JsonPropertyOrder({"context_digest", "anchored"})
    public record Parent(String contextDigest, boolean anchored) {
    }

    /** A node as asked about: {@code anchored} false, and the rest null or empty, for a digest not anchored. */
    @JsonPropertyOrder({"context_digest", "anchored", "control_id", "stage", "parents", "anchored_at"})
    public record NodeView(String contextDigest, boolean anchored, String controlId, String stage, List<Parent> parents,
                           String anchoredAt) {
    }

    @JsonPropertyOrder({"context_digest", "depth", "control_id", "stage", "parent_digests", "anchored_at"})
    public record AncestorView(String contextDigest, int depth, String controlId, String stage,
                               List<String> parentDigests, String anchoredAt) {
    }

    @JsonPropertyOrder({"ancestors", "ancestor_count", "max_depth", "max_nodes", "truncated"})
    public record LineageView(List<AncestorView> ancestors, int ancestorCount, int maxDepth, int maxNodes,
                              boolean truncated) {
    }

    @JsonPropertyOrder({"brand"})
    public record Anchored(String brand, @JsonUnwrapped Outcome outcome, @JsonUnwrapped NodeView node,
                           String notice) {
    }

    @JsonPropertyOrder({"brand"})
    public record Checked(String brand, @JsonUnwrapped NodeView node, LineageView lineage, String notice) {
    }
}
