package dev.cairn.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.api.Access;
import dev.cairn.catalog.TextTools;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.control.action.ActionService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ToolFactsTest {
    private static ToolSpec tool(String path, String description, Access access) {
        return new ToolSpec("t", path, "T", description, access, Hints.READ_ONLY);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "One sentence.|One sentence.",
            "First one. Second one.|First one.",
            "Asks? Then answers.|Asks?",
            "Names an action, e.g. send_email. Then more.|Names an action, e.g. send_email.",
            "Version 1.5 is current. Next.|Version 1.5 is current.",
            "No full stop at all|No full stop at all"})
    void theFirstSentenceEndsAtAStopBeforeACapital(String description, String first) {
        assertThat(ToolFacts.firstSentence(tool("/v1/x/y", description, Access.OPEN))).isEqualTo(first);
    }

    @Test
    void onlySubscriptionToolsNeedAKey() {
        assertThat(ToolFacts.needsApiKey(ActionService.FINGERPRINT_ACTION)).isFalse();
        assertThat(ToolFacts.needsApiKey(ActionService.LOCK_ACTION)).isTrue();
    }

    @Test
    void theFamilyIsThePathSegmentAfterTheVersion() {
        assertThat(ToolFacts.family(ActionService.LOCK_ACTION)).isEqualTo("actions");
        assertThat(ToolFacts.family(tool("/v1/quorums/public/decide", "x.", Access.OPEN))).isEqualTo("quorums");
        assertThat(ToolFacts.family(TextTools.SCRUB_TEXT)).isEqualTo("text");
    }
}
