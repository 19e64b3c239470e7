package dev.cairn.text.rework;

/**
 * How sure rework_text must be before it replaces a word, per mode. A word is replaced only when its most
 * frequent WordNet sense carries at least {@code dominance} of its sense-tagged uses and it has at least
 * {@code minUses} of them (rare and ambiguous words stay). The synonym's own most frequent sense must be that
 * sense, with at least {@code minSynonymUses} tagged uses in it and at least {@code synonymShare} of the
 * word's own (so a common word is not swapped for a rare one), and unless {@code synonymMayBeOtherClass} it
 * must belong to one word class only, so a reader cannot take it for another part of speech.
 */
record SynonymPolicy(int minUses, double dominance, int minSynonymUses, double synonymShare,
                     boolean synonymMayBeOtherClass) {
    static final SynonymPolicy LIGHT = new SynonymPolicy(10, 0.8, 5, 0.5, false);
    static final SynonymPolicy STANDARD = new SynonymPolicy(4, 0.6, 2, 0.25, true);
    static final SynonymPolicy DEEP = new SynonymPolicy(3, 0.6, 2, 0.25, true);

    static SynonymPolicy of(ReworkMode mode) {
        return switch (mode) {
            case LIGHT -> LIGHT;
            case STANDARD -> STANDARD;
            case DEEP -> DEEP;
        };
    }
}
