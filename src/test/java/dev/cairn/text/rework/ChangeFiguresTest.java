package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ChangeFiguresTest {
    @Test
    void sameTextChangesNothing() {
        assertThat(ChangeFigures.of("The cat sat.", "The cat sat.")).isEqualTo(new ChangeFigures.Figures(0, 0));
        assertThat(ChangeFigures.of("", "")).isEqualTo(new ChangeFigures.Figures(0, 0));
    }

    @Test
    void oneWordOfFourReplacedIsTwentyFivePercentOfTheWording() {
        ChangeFigures.Figures figures = ChangeFigures.of("We detect the threat.", "We notice the threat.");
        assertThat(figures.wordingPercent()).isEqualTo(25);
        // pairs with both words surviving: (the, threat) only, and it is kept
        assertThat(figures.structuralPercent()).isZero();
    }

    @Test
    void movingAClauseChangesStructureNotWording() {
        ChangeFigures.Figures figures = ChangeFigures.of("It failed because the disk was full.",
                "Because the disk was full, it failed.");
        assertThat(figures.wordingPercent()).isZero();
        // 6 input pairs survive as words; (failed, because) is gone: 1 of 6
        assertThat(figures.structuralPercent()).isEqualTo(17);
    }

    @Test
    void caseAndApostrophesAreReadAsWords() {
        assertThat(ChangeFigures.words("Don’t STOP it's")).containsExactly("don’t", "stop", "it's");
        assertThat(ChangeFigures.of("Do not stop.", "Don't stop.").wordingPercent()).isEqualTo(67);
    }
}
