package dev.cairn.text.rework;

/** The four open word classes WordNet describes; a word is only ever replaced by one of its own class. */
enum WordClass {
    NOUN, VERB, ADJECTIVE, ADVERB;

    int bit() {
        return 1 << ordinal();
    }
}
