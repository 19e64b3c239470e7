package dev.cairn.text.injection;

import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every phrase the automaton looks for, by cue. A trailing {@code *} marks a stem, a leading one the end of
 * a compound word. The per-language
 * tables add to the same cues, so one rule covers every language.
 */
final class Lexicon {
    private final Map<Cue, Set<String>> phrases = new EnumMap<>(Cue.class);

    private Lexicon() {
    }

    static Map<Cue, Set<String>> all() {
        Lexicon lexicon = new Lexicon();
        EnglishLexicon.addTo(lexicon);
        EuropeanLexicon.addTo(lexicon);
        AsianAndOtherLexicon.addTo(lexicon);
        OtherLanguagesLexicon.addTo(lexicon);
        OtherLanguagesDataLexicon.addTo(lexicon);
        GreekLexicon.addTo(lexicon);
        DirectiveLexicon.addTo(lexicon);
        DataRequestLexicon.addTo(lexicon);
        ActionLexicon.addTo(lexicon);
        StructureLexicon.addTo(lexicon);
        ReaderLexicon.addTo(lexicon);
        ToolCallLexicon.addTo(lexicon);
        return lexicon.phrases;
    }

    Lexicon add(Cue cue, String... entries) {
        phrases.computeIfAbsent(cue, c -> new LinkedHashSet<>()).addAll(List.of(entries));
        return this;
    }
}
