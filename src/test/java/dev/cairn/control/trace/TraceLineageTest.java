package dev.cairn.control.trace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.control.trace.TraceLineage.Ancestor;
import dev.cairn.control.trace.TraceLineage.Walk;
import dev.cairn.store.sql.ContextTraceDao.Node;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The walk over an in-memory graph: order, each node once, cycles, and the two bounds at their edges. */
class TraceLineageTest {
    private final Map<String, Node> graph = new HashMap<>();
    private final List<List<String>> lookups = new ArrayList<>();

    private Node anchor(String digest, String... parents) {
        Node node = new Node("acct", digest, null, "stage", List.of(parents), Instant.EPOCH);
        graph.put(digest, node);
        return node;
    }

    private Walk walk(String digest) {
        return TraceLineage.from(graph.get(digest), digests -> {
            lookups.add(digests);
            return digests.stream().filter(graph::containsKey).map(graph::get).toList();
        });
    }

    private static List<String> digests(Walk walk) {
        return walk.ancestors().stream().map(ancestor -> ancestor.node().contextDigest() + "@" + ancestor.depth())
                .toList();
    }

    @Test
    void aDiamondListsEachAncestorOnceAtItsShortestDepthInTheOrderMet() {
        anchor("a");
        anchor("b", "a");
        anchor("c", "a", "x"); // x was never anchored
        anchor("d", "c", "b", "a");
        Walk walk = walk("d");
        assertThat(digests(walk)).containsExactly("c@1", "b@1", "a@1");
        assertThat(walk.truncated()).isFalse();
        assertThat(walk.anchoredParents()).containsExactlyInAnyOrder("a", "b", "c");
        anchor("e", "c", "b");
        assertThat(digests(walk("e"))).containsExactly("c@1", "b@1", "a@2");
    }

    @Test
    void aCycleIsWalkedOnceAndTheStartIsNeverItsOwnAncestor() {
        anchor("a", "b");
        anchor("b", "c");
        anchor("c", "a");
        Walk walk = walk("a");
        assertThat(digests(walk)).containsExactly("b@1", "c@2");
        assertThat(walk.truncated()).isFalse();
        assertThat(lookups).hasSize(2).doesNotContain(List.of("a"));
    }

    @Test
    void theTenthLevelIsListedAndAnAnchoredEleventhTruncates() {
        anchor("n0");
        for (int i = 1; i <= 11; i++) {
            anchor("n" + i, "n" + (i - 1));
        }
        Walk tenLevels = walk("n10");
        assertThat(tenLevels.ancestors()).hasSize(10).last().extracting(Ancestor::depth).isEqualTo(10);
        assertThat(tenLevels.truncated()).isFalse();
        Walk elevenLevels = walk("n11");
        assertThat(digests(elevenLevels)).hasSize(10).last().isEqualTo("n1@10");
        assertThat(elevenLevels.truncated()).as("n0 is anchored at depth 11").isTrue();
        anchor("m0", "never-anchored");
        for (int i = 1; i <= 10; i++) {
            anchor("m" + i, "m" + (i - 1));
        }
        assertThat(walk("m10").truncated()).as("an unanchored digest at depth 11 is no ancestor").isFalse();
        assertThat(lookups).hasSizeLessThanOrEqualTo(3 * (TraceLineage.MAX_DEPTH + 1));
    }

    @Test
    void twoHundredAncestorsAreListedAndTheTwoHundredAndFirstTruncates() {
        List<String> parents = new ArrayList<>();
        for (int p = 0; p < 20; p++) {
            List<String> grandparents = new ArrayList<>();
            for (int g = 0; g < (p < 19 ? 9 : 10); g++) { // 20 parents and 180 grandparents anchored, g19.9 not yet
                grandparents.add("g" + p + "." + g);
                if (g < 9) {
                    anchor("g" + p + "." + g);
                }
            }
            anchor("p" + p, grandparents.toArray(String[]::new));
            parents.add("p" + p);
        }
        anchor("root", parents.toArray(String[]::new));
        Walk full = walk("root");
        assertThat(full.ancestors()).hasSize(200);
        assertThat(full.truncated()).isFalse();
        assertThat(digests(full).subList(0, 21)).startsWith("p0@1").endsWith("g0.0@2");

        anchor("g19.9");
        Walk over = walk("root");
        assertThat(over.ancestors()).hasSize(200);
        assertThat(digests(over)).doesNotContain("g19.9@2").last().isEqualTo("g19.8@2");
        assertThat(over.truncated()).isTrue();
    }

    @Test
    void aSourceHasNoLineageAndNeedsNoLookup() {
        Walk walk = walk(anchor("source").contextDigest());
        assertThat(walk.ancestors()).isEmpty();
        assertThat(walk.truncated()).isFalse();
        assertThat(lookups).isEmpty();
    }
}
