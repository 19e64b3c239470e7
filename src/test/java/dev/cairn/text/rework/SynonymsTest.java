package dev.cairn.text.rework;

import static dev.cairn.text.rework.TestLexicon.LEXICON;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SynonymsTest {
    private static final Synonyms SYNONYMS = new Synonyms(LEXICON);

    private static String apply(String sentence, ReworkMode mode) {
        Map<Transformation, Integer> counts = new EnumMap<>(Transformation.class);
        return Sentences.join(SYNONYMS.apply(Tokenizer.tokens(sentence, ProtectedItems.find(sentence)), mode, counts, null,
                new Vocabulary(LEXICON)));
    }

    @Test
    void aWordOfOneReadingTakesItsSynonymInTheSameForm() {
        assertThat(apply("The service starts quickly.", ReworkMode.STANDARD)).isEqualTo("The service starts rapidly.");
        assertThat(apply("The error occurs daily.", ReworkMode.STANDARD)).isEqualTo("The error happens daily.");
    }

    @Test
    void theCapitalOfAFirstWordIsKeptAndANameInsideASentenceIsLeftAlone() {
        assertThat(apply("Quickly, it ended.", ReworkMode.STANDARD)).isEqualTo("Rapidly, it ended.");
        assertThat(apply("We met Quickly yesterday.", ReworkMode.STANDARD)).isEqualTo("We met Quickly yesterday.");
        assertThat(apply("It runs QUICKLY.", ReworkMode.STANDARD)).isEqualTo("It runs QUICKLY.");
    }

    @Test
    void wordsOfIdentifiersAndPathsAreLeftAlone() {
        assertThat(apply("Call quickly_now() or run.quickly today.", ReworkMode.STANDARD))
                .isEqualTo("Call quickly_now() or run.quickly today.");
    }

    @Test
    void lightChangesLessThanStandard() {
        String sentence = "The service starts quickly.";
        assertThat(apply(sentence, ReworkMode.LIGHT)).isEqualTo(sentence);
    }

    @Test
    void closedClassWordsNeverChange() {
        String sentence = "They would have been there before us, and so would we.";
        assertThat(apply(sentence, ReworkMode.DEEP)).isEqualTo(sentence);
    }

    @Test
    void aSynonymNeedingTheOtherArticleIsNotUsed() {
        assertThat(Articles.of("examination")).isEqualTo("an");
        assertThat(Articles.of("study")).isEqualTo("a");
        assertThat(Articles.of("hour")).isEqualTo("?");
        assertThat(Articles.of("university")).isEqualTo("?");
    }
}
