package dev.cairn.text.rework;

/** One WordNet read for the test JVM's lexicon tests. */
final class TestLexicon {
    static final Lexicon LEXICON = WordNetReader.read();

    private TestLexicon() {
    }
}
