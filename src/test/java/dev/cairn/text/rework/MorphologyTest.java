package dev.cairn.text.rework;

import static dev.cairn.text.rework.TestLexicon.LEXICON;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.text.rework.Morphology.Analysis;
import dev.cairn.text.rework.Morphology.Form;
import org.junit.jupiter.api.Test;

class MorphologyTest {
    @Test
    void regularFormsLeadToTheirLemma() {
        assertThat(Morphology.analyses(LEXICON, "packets"))
                .containsExactly(new Analysis("packet", WordClass.NOUN, Form.PLURAL));
        assertThat(Morphology.analyses(LEXICON, "assured"))
                .contains(new Analysis("assure", WordClass.VERB, Form.PAST));
        assertThat(Morphology.analyses(LEXICON, "provides"))
                .containsExactly(new Analysis("provide", WordClass.VERB, Form.THIRD_PERSON));
    }

    @Test
    void irregularFormsComeFromWordNetsLists() {
        assertThat(Morphology.analyses(LEXICON, "children"))
                .contains(new Analysis("child", WordClass.NOUN, Form.IRREGULAR));
        assertThat(Morphology.analyses(LEXICON, "began"))
                .contains(new Analysis("begin", WordClass.VERB, Form.IRREGULAR));
    }

    @Test
    void aWordOfTwoClassesHasTwoReadings() {
        assertThat(Morphology.analyses(LEXICON, "uses")).extracting(Analysis::wordClass)
                .contains(WordClass.NOUN, WordClass.VERB);
    }

    @Test
    void unknownWordsHaveNone() {
        assertThat(Morphology.analyses(LEXICON, "qzxv")).isEmpty();
        assertThat(Morphology.analyses(LEXICON, "kubernetesy")).isEmpty();
    }
}
