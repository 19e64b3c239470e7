package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ReworkerTest {
    private static final Reworker REWORKER = Reworker.shared();
    private static final String RELEASE_NOTE = """
            # Release notes

            The new version improves the handling of large files. It doesn't change the API, and it requires \
            Java 17 or later. The service starts quickly after a restart because the cache is shared.

            Please send questions to support@example.com or read https://example.com/docs/v2 first. The team \
            said "we will not break your scripts" and we do not intend to.

            - Download the archive (about 25 MB) and verify its checksum.
            - Run `cairn migrate --dry-run` to see what would change.
            """;

    @Test
    void protectedItemsComeOutByteForByteAndTheFiguresMatchTheText() {
        Rework rework = REWORKER.rework(RELEASE_NOTE, ReworkMode.STANDARD);
        String out = rework.reworkedText();
        assertThat(out).isNotEqualTo(RELEASE_NOTE);
        for (String kept : new String[] {"# Release notes", "Java 17", "support@example.com",
                "https://example.com/docs/v2", "\"we will not break your scripts\"", "(about 25 MB)",
                "`cairn migrate --dry-run`", "\n- Download", "\n- Run"}) {
            assertThat(out).contains(kept);
        }
        assertThat(rework.charactersIn()).isEqualTo(RELEASE_NOTE.length());
        assertThat(rework.charactersOut()).isEqualTo(out.length());
        assertThat(rework.protectedItems()).allSatisfy((kind, protection) ->
                assertThat(protection.preserved()).as(kind).isEqualTo(protection.found()));
        ChangeFigures.Figures figures = ChangeFigures.of(RELEASE_NOTE, out);
        assertThat(rework.wordingChangePercent()).isEqualTo(figures.wordingPercent()).isPositive();
        assertThat(rework.structuralChangePercent()).isEqualTo(figures.structuralPercent());
        assertThat(rework.transformations()).containsKeys("synonym", "contraction", "expansion", "connector",
                "clause_fronting", "sentence_split");
        assertThat(rework.warnings()).isEmpty();
    }

    @Test
    void theSameTextAndModeAlwaysGiveTheSameAnswer() {
        for (ReworkMode mode : ReworkMode.values()) {
            assertThat(REWORKER.rework(new String(RELEASE_NOTE.toCharArray()), mode))
                    .isEqualTo(REWORKER.rework(RELEASE_NOTE, mode));
        }
    }

    @Test
    void deepChangesAtLeastAsMuchAsStandardAndStandardAsLight() {
        int light = REWORKER.rework(RELEASE_NOTE, ReworkMode.LIGHT).wordingChangePercent();
        int standard = REWORKER.rework(RELEASE_NOTE, ReworkMode.STANDARD).wordingChangePercent();
        int deep = REWORKER.rework(RELEASE_NOTE, ReworkMode.DEEP).wordingChangePercent();
        assertThat(standard).isGreaterThanOrEqualTo(light);
        assertThat(deep).isGreaterThanOrEqualTo(standard);
    }

    @Test
    void aTextNotInEnglishComesBackUnchangedWithAWarning() {
        String german = "Die Software ist kostenlos und der Quellcode ist offen. Wir freuen uns auf Beiträge.";
        Rework rework = REWORKER.rework(german, ReworkMode.DEEP);
        assertThat(rework.reworkedText()).isEqualTo(german);
        assertThat(rework.warnings()).singleElement().asString().contains("does not read as English");
    }

    @Test
    void aForeignSentenceInsideEnglishTextIsKeptAndCounted() {
        String text = "The service starts quickly after a restart. Die Software ist kostenlos und offen. "
                + "Это предложение на русском языке.";
        Rework rework = REWORKER.rework(text, ReworkMode.STANDARD);
        assertThat(rework.reworkedText()).endsWith("Die Software ist kostenlos und offen. "
                + "Это предложение на русском языке.");
        assertThat(rework.protectedItems().get("non_english")).isEqualTo(new Rework.Protection(2, 2));
    }

    @Test
    void emptyAndPunctuationOnlyTextsAreAnsweredAsTheyAre() {
        for (String text : new String[] {"", "   ", "...", "\uD800", "42"}) {
            Rework rework = REWORKER.rework(text, ReworkMode.STANDARD);
            assertThat(rework.reworkedText()).isEqualTo(text);
            assertThat(rework.wordingChangePercent()).isZero();
        }
    }
}
