package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The test side's own figures and item scanner, on cases worked out by hand. */
class ReworkMeasureHelpersTest {

    @Test
    void wordsAreLetterRunsWithInnerApostrophes() {
        assertThat(ReworkFigures.words("Don't  STOP—rock’n’roll 'tis dogs' x2y 𝐀b"))
            .containsExactly("don't", "stop", "rock’n’roll", "tis", "dogs", "x", "y", "𝐀b");
    }

    @Test
    void wordingCountsLostWordsWithMultiplicity() {
        // input: the(2) cat sat on mat = 6 words; output lacks one "the" and "sat": 2 of 6 = 33 %
        ReworkFigures f = ReworkFigures.of("The cat sat on the mat.", "The cat rested on mat.");
        assertThat(f.inputWords()).isEqualTo(6);
        assertThat(f.wordsLost()).isEqualTo(2);
        assertThat(f.wordingChangePercent()).isEqualTo(33);
    }

    @Test
    void structureCountsSurvivingPairsNoLongerSideBySide() {
        // all words survive; pairs (a,b) (b,c) (c,d); the output keeps only (c,d) side by side: 2 of 3 = 67 %
        ReworkFigures f = ReworkFigures.of("a b c d", "b a c d");
        assertThat(f.wordingChangePercent()).isZero();
        assertThat(f.survivingPairs()).isEqualTo(3);
        assertThat(f.pairsLost()).isEqualTo(2);
        assertThat(f.structuralChangePercent()).isEqualTo(67);
        // a pair with a lost word is not counted: only (c,d) survives, and it is kept
        assertThat(ReworkFigures.of("a b c d", "x c d").structuralChangePercent()).isZero();
        assertThat(ReworkFigures.of("", "anything").wordingChangePercent()).isZero();
    }

    @Test
    void percentRoundsHalfUp() {
        assertThat(ReworkFigures.percent(1, 8)).isEqualTo(13);
        assertThat(ReworkFigures.percent(1, 200)).isEqualTo(1);
        assertThat(ReworkFigures.percent(0, 0)).isZero();
    }

    @Test
    void scannerFindsTheItemsInOrder() {
        String text = "See https://example.com/a?b=1, or mail bob@example.org. It costs $1,200.50 (12kg) on "
            + "2024-05-01. He said \"keep this\" and `code here`, Привет!\n```\nfenced because\n```\nend v2.1";
        assertThat(ReworkProtectedScan.items(text)).containsExactly("https://example.com/a?b=1",
            "bob@example.org", "1,200.50", "12", "2024-05-01", "\"keep this\"", "`code here`", "Привет",
            "```\nfenced because\n```", "2.1");
    }

    @Test
    void spansPairWithinAParagraphAndUnclosedOnesAreNoItems() {
        assertThat(ReworkProtectedScan.items("a \"quote\nacross lines\" and `x\ny\n```\nnever closed"))
            .containsExactly("\"quote\nacross lines\"");
        assertThat(ReworkProtectedScan.items("a \"one\n\ntwo\" three `x\n \ny`")).isEmpty();
        assertThat(ReworkProtectedScan.items("``a`b`` c `d``` e`")).containsExactly("``a`b``", "`d``` e`");
    }

    @Test
    void missingOrReorderedItemsAreReported() {
        List<String> items = List.of("42", "\"q\"");
        assertThat(ReworkProtectedScan.firstMissing(items, "x 42 y \"q\"")).isNull();
        assertThat(ReworkProtectedScan.firstMissing(items, "\"q\" x 42")).isEqualTo("\"q\"");
        assertThat(ReworkProtectedScan.firstMissing(items, "x 4 2 \"q\"")).isEqualTo("42");
    }
}
