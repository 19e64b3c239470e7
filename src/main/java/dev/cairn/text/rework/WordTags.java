package dev.cairn.text.rework;

/** The word class a tagger gave each token of one sentence (null where it gave none of the four). */
interface WordTags {
    WordClass wordClass(int tokenIndex);
}
