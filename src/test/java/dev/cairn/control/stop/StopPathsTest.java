package dev.cairn.control.stop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.cairn.control.ScriptReply;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StopPathsTest {
    @Test
    void aSubjectsPathIsItselfThenEachAncestorNearestFirst() {
        assertThat(StopPaths.path("fleet/eu/agent-7")).containsExactly("fleet/eu/agent-7", "fleet/eu", "fleet");
        assertThat(StopPaths.path("agent-7")).containsExactly("agent-7");
    }

    @Test
    void onlyNonEmptyPrefixesEndingBeforeASeparatorAreAncestors() {
        assertThat(StopPaths.path("/fleet")).containsExactly("/fleet");
        assertThat(StopPaths.path("fleet/")).containsExactly("fleet/", "fleet");
        assertThat(StopPaths.path("a//b")).containsExactly("a//b", "a/", "a");
        assertThat(StopPaths.path("fleet.eu:agent")).containsExactly("fleet.eu:agent");
    }

    @Test
    void theScriptsReplyNamesStopsByTheirPlaceOnThePath() {
        List<String> path = StopPaths.path("fleet/eu/agent-7");
        ScriptReply reply = new ScriptReply("checked", "", Map.of("3", "1764100000000 incident", "2", "1764100000123 policy"));
        assertThat(StopPaths.stops(path, reply)).extracting(StopRecords.Stop::subjectKey, StopRecords.Stop::reasonCode,
                StopRecords.Stop::stoppedAt).containsExactly(
                tuple("fleet/eu", "policy", "2025-11-25T19:46:40.123Z"),
                tuple("fleet", "incident", "2025-11-25T19:46:40.000Z"));
    }
}
