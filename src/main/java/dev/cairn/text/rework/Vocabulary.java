package dev.cairn.text.rework;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One call's words: each distinct word's lower case and WordNet readings, worked out once (prose repeats its
 * words, so most look-ups are answered here). Not shared between calls, so it needs no locking and holds only
 * the text's own vocabulary.
 */
final class Vocabulary {
    /** What the lexicon says of one word as written. */
    record Entry(String lowerCase, List<Morphology.Analysis> analyses, boolean english) {
    }

    private final Lexicon lexicon;
    private final Map<String, Entry> entries = new HashMap<>();

    Vocabulary(Lexicon lexicon) {
        this.lexicon = lexicon;
    }

    Entry of(String word) {
        Entry entry = entries.get(word);
        if (entry == null) {
            String lower = word.toLowerCase(Locale.ROOT);
            List<Morphology.Analysis> analyses = Morphology.analyses(lexicon, lower);
            entry = new Entry(lower, analyses, !analyses.isEmpty() || FunctionWords.contains(lower));
            entries.put(word, entry);
        }
        return entry;
    }
}
