package dev.cairn.text.rework;

import static dev.cairn.text.rework.TestLexicon.LEXICON;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.text.rework.Morphology.Form;
import org.junit.jupiter.api.Test;

class InflectionTest {
    @Test
    void regularFormsAreBuiltAndReadBack() {
        assertThat(Inflection.of(LEXICON, "assure", WordClass.VERB, Form.PAST)).isEqualTo("assured");
        assertThat(Inflection.of(LEXICON, "ally", WordClass.NOUN, Form.PLURAL)).isEqualTo("allies");
        assertThat(Inflection.of(LEXICON, "assure", WordClass.VERB, Form.THIRD_PERSON)).isEqualTo("assures");
        assertThat(Inflection.of(LEXICON, "examine", WordClass.VERB, Form.GERUND)).isEqualTo("examining");
        assertThat(Inflection.of(LEXICON, "remark", WordClass.NOUN, Form.PLURAL)).isEqualTo("remarks");
        assertThat(Inflection.of(LEXICON, "box", WordClass.NOUN, Form.PLURAL)).isEqualTo("boxes");
        assertThat(Inflection.of(LEXICON, "purpose", WordClass.NOUN, Form.BASE)).isEqualTo("purpose");
    }

    @Test
    void doubtfulSpellingsAreRefused() {
        assertThat(Inflection.of(LEXICON, "stop", WordClass.VERB, Form.PAST)).as("final consonant may double").isNull();
        assertThat(Inflection.of(LEXICON, "child", WordClass.NOUN, Form.PLURAL)).as("irregular").isNull();
        assertThat(Inflection.of(LEXICON, "potato", WordClass.NOUN, Form.PLURAL)).as("final o").isNull();
        assertThat(Inflection.of(LEXICON, "begin", WordClass.VERB, Form.PAST)).as("irregular").isNull();
        assertThat(Inflection.of(LEXICON, "study", WordClass.VERB, Form.PAST)).as("WordNet lists studied").isNull();
    }
}
