package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class SentencesTest {
    private static List<Sentences.Part> parts(String text) {
        return Sentences.of(Tokenizer.tokens(text, ProtectedItems.find(text)));
    }

    private static List<String> sentences(String text) {
        return parts(text).stream().filter(Sentences.Part::sentence).map(part -> Sentences.join(part.tokens())).toList();
    }

    @Test
    void sentencesEndAtTerminalPunctuationNotAtAbbreviationsOrNumbers() {
        assertThat(sentences("Dr. Smith arrived at 3.30 p.m. today. He left! Did he? Yes (really)."))
                .containsExactly("Dr. Smith arrived at 3.30 p.m. today.", "He left!", "Did he?", "Yes (really).");
    }

    @Test
    void paragraphsMarkdownMarkersAndCodeBlocksEndSentences() {
        assertThat(sentences("A heading\n\n- first item\n- second item\n\n```\ncode here.\n```\nAfter code"))
                .containsExactly("A heading", "first item", "second item", "After code");
    }

    @Test
    void closingBracketsStayWithTheirSentenceAndQuotedPeriodsEndNothing() {
        assertThat(sentences("It ended (finally.) Then he left.")).containsExactly("It ended (finally.)", "Then he left.");
        assertThat(sentences("He said \"stop. now.\" Then he left.")).as("the quote is one protected item")
                .containsExactly("He said \"stop. now.\" Then he left.");
    }

    @Property
    void joiningThePartsGivesTheTextBack(@ForAll String text) {
        StringBuilder joined = new StringBuilder();
        parts(text).forEach(part -> joined.append(Sentences.join(part.tokens())));
        assertThat(joined.toString()).isEqualTo(text);
    }
}
