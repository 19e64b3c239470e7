package dev.cairn.text.rework;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * What rework_text knows of English words, read once from WordNet 3.1 ({@link WordNetReader}) and kept in
 * plain maps: the word classes of every one-word lemma, the two-word lemmas (collocations such as "machine
 * learning", which are never split by a replacement), the irregular forms, and per mode the synonym each
 * lemma may take ({@link SynonymPolicy}), and the names (lemmas WordNet only ever writes with a capital).
 * Immutable once built; shared by every call.
 */
final class Lexicon {
    private final Map<String, Integer> classes;
    private final Set<String> collocations;
    private final Set<String> names;
    private final Map<WordClass, Map<String, String[]>> irregularForms;
    private final Map<WordClass, Set<String>> irregularLemmas;
    private final Map<ReworkMode, Map<WordClass, Map<String, String>>> synonyms;

    Lexicon(Map<String, Integer> classes, Set<String> collocations, Set<String> names,
            Map<WordClass, Map<String, String[]>> irregularForms,
            Map<ReworkMode, Map<WordClass, Map<String, String>>> synonyms) {
        this.classes = classes;
        this.collocations = collocations;
        this.names = names;
        this.irregularForms = irregularForms;
        this.synonyms = synonyms;
        this.irregularLemmas = new EnumMap<>(WordClass.class);
        irregularForms.forEach((wordClass, forms) -> {
            Set<String> lemmas = new HashSet<>();
            forms.values().forEach(bases -> lemmas.addAll(Arrays.asList(bases)));
            irregularLemmas.put(wordClass, lemmas);
        });
    }

    /** Whether {@code lemma} (lower case) is a WordNet lemma of {@code wordClass}. */
    boolean isLemma(String lemma, WordClass wordClass) {
        return (classes.getOrDefault(lemma, 0) & wordClass.bit()) != 0;
    }

    /** WordNet's bases of an irregular form ("ran" gives "run"), or null. */
    String[] irregularBases(String form, WordClass wordClass) {
        return irregularForms.get(wordClass).get(form);
    }

    /** Whether {@code lemma} has some irregular form in {@code wordClass} (so its regular forms are not built). */
    boolean isIrregular(String lemma, WordClass wordClass) {
        return irregularLemmas.get(wordClass).contains(lemma);
    }

    /** Whether "first second" is a WordNet lemma of its own, such as "machine learning" or "give up". */
    boolean isCollocation(String first, String second) {
        return collocations.contains(first + ' ' + second);
    }

    /** The synonym {@code lemma} takes in {@code mode}, or null when it must stay. */
    String synonym(String lemma, WordClass wordClass, ReworkMode mode) {
        return synonyms.get(mode).get(wordClass).get(lemma);
    }

    /**
     * An ordinary word, one a sentence may start in lower case after a clause moves: a closed-class word, or
     * a WordNet word written in lower case in at least one sense ("the", "data"; not "Paris", "NASA").
     */
    boolean isCommonWord(String lowerCase) {
        if (FunctionWords.contains(lowerCase)) {
            return true;
        }
        for (Morphology.Analysis analysis : Morphology.analyses(this, lowerCase)) {
            if (!names.contains(analysis.lemma())) {
                return true;
            }
        }
        return false;
    }

    static Map<ReworkMode, Map<WordClass, Map<String, String>>> emptySynonyms() {
        Map<ReworkMode, Map<WordClass, Map<String, String>>> synonyms = new EnumMap<>(ReworkMode.class);
        for (ReworkMode mode : ReworkMode.values()) {
            Map<WordClass, Map<String, String>> byClass = new EnumMap<>(WordClass.class);
            for (WordClass wordClass : WordClass.values()) {
                byClass.put(wordClass, new HashMap<>());
            }
            synonyms.put(mode, byClass);
        }
        return synonyms;
    }
}
