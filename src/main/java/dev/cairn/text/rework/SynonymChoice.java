package dev.cairn.text.rework;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Picks, once at start-up, the synonym a lemma may take under a {@link SynonymPolicy}: the lemma's most
 * frequent sense must dominate its tagged uses, and the synonym must be a one-word, lower-case member of
 * that synset whose own most frequent sense is the same synset; among those, the most often tagged wins
 * (ties: alphabetical), so the choice is a fixed function of WordNet.
 */
final class SynonymChoice {
    /** Shorter than this, a word is too often an abbreviation or a name ("os", "hr", "ms") to replace or use. */
    private static final int MIN_LENGTH = 3;
    /** Two lemmas sharing this many first letters are forms of one word ("detection", "detector"). */
    private static final int SHARED_STEM = 5;

    private final Map<String, Integer> classes;
    private final Map<String, List<WordNetReader.Sense>> senses;
    private final Map<Long, List<String>> members;
    private final Set<String> capitalised;

    SynonymChoice(Map<String, Integer> classes, Map<String, List<WordNetReader.Sense>> senses,
                  Map<Long, List<String>> members, Set<String> capitalised) {
        this.classes = classes;
        this.senses = senses;
        this.members = members;
        this.capitalised = capitalised;
    }

    String synonym(String lemma, WordClass wordClass, SynonymPolicy policy) {
        if (!usable(lemma, wordClass)) {
            return null;
        }
        WordNetReader.Sense first = dominant(lemma, wordClass, policy.minUses(), policy.dominance());
        if (first == null) {
            return null;
        }
        String best = null;
        int bestTags = 0;
        for (String other : members.getOrDefault(WordNetReader.synsetKey(wordClass, first.synset()), List.of())) {
            if (other.equals(lemma) || !usable(other, wordClass) || sharedPrefix(lemma, other) >= SHARED_STEM
                    || !policy.synonymMayBeOtherClass() && Integer.bitCount(classes.getOrDefault(other, 0)) != 1) {
                continue;
            }
            WordNetReader.Sense otherFirst = dominant(other, wordClass, 1, 0.0);
            if (otherFirst == null || otherFirst.synset() != first.synset() || otherFirst.tags() < policy.minSynonymUses()
                    || otherFirst.tags() < policy.synonymShare() * first.tags()) {
                continue;
            }
            if (otherFirst.tags() > bestTags || otherFirst.tags() == bestTags && other.compareTo(best) < 0) {
                best = other;
                bestTags = otherFirst.tags();
            }
        }
        return best;
    }

    private boolean usable(String lemma, WordClass wordClass) {
        return lemma.length() >= MIN_LENGTH && !FunctionWords.contains(lemma)
                && !capitalised.contains(WordNetReader.key(wordClass, lemma));
    }

    /** The lemma's first-ranked sense when it has minUses tags and at least dominance of them, else null. */
    private WordNetReader.Sense dominant(String lemma, WordClass wordClass, int minUses, double dominance) {
        List<WordNetReader.Sense> lemmaSenses = senses.get(WordNetReader.key(wordClass, lemma));
        if (lemmaSenses == null) {
            return null;
        }
        WordNetReader.Sense first = null;
        int total = 0;
        for (WordNetReader.Sense sense : lemmaSenses) {
            total += sense.tags();
            if (sense.rank() == 1) {
                first = sense;
            }
        }
        if (first == null || total < minUses || first.tags() < dominance * total) {
            return null;
        }
        return first;
    }

    private static int sharedPrefix(String a, String b) {
        int n = Math.min(a.length(), b.length());
        int i = 0;
        while (i < n && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return i == n ? SHARED_STEM : i;
    }
}
