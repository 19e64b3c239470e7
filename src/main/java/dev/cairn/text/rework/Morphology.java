package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.List;

/**
 * WordNet's own de-inflection ("morphy"): a word's possible lemmas, from its irregular-form lists and its
 * detachment rules per word class, keeping only lemmas WordNet has. {@link Inflection} goes the other way.
 */
final class Morphology {
    /** One reading of a word: its lemma, word class and the form it has. */
    record Analysis(String lemma, WordClass wordClass, Form form) {
    }

    enum Form { BASE, PLURAL, THIRD_PERSON, PAST, GERUND, COMPARATIVE, IRREGULAR }

    private record Rule(WordClass wordClass, String suffix, String ending, Form form) {
    }

    private static final Rule[] RULES = {
            new Rule(WordClass.NOUN, "s", "", Form.PLURAL),
            new Rule(WordClass.NOUN, "ses", "s", Form.PLURAL),
            new Rule(WordClass.NOUN, "xes", "x", Form.PLURAL),
            new Rule(WordClass.NOUN, "zes", "z", Form.PLURAL),
            new Rule(WordClass.NOUN, "ches", "ch", Form.PLURAL),
            new Rule(WordClass.NOUN, "shes", "sh", Form.PLURAL),
            new Rule(WordClass.NOUN, "men", "man", Form.PLURAL),
            new Rule(WordClass.NOUN, "ies", "y", Form.PLURAL),
            new Rule(WordClass.VERB, "s", "", Form.THIRD_PERSON),
            new Rule(WordClass.VERB, "ies", "y", Form.THIRD_PERSON),
            new Rule(WordClass.VERB, "es", "e", Form.THIRD_PERSON),
            new Rule(WordClass.VERB, "es", "", Form.THIRD_PERSON),
            new Rule(WordClass.VERB, "ed", "e", Form.PAST),
            new Rule(WordClass.VERB, "ed", "", Form.PAST),
            new Rule(WordClass.VERB, "ing", "e", Form.GERUND),
            new Rule(WordClass.VERB, "ing", "", Form.GERUND),
            new Rule(WordClass.ADJECTIVE, "er", "", Form.COMPARATIVE),
            new Rule(WordClass.ADJECTIVE, "est", "", Form.COMPARATIVE),
            new Rule(WordClass.ADJECTIVE, "er", "e", Form.COMPARATIVE),
            new Rule(WordClass.ADJECTIVE, "est", "e", Form.COMPARATIVE)};

    private Morphology() {
    }

    /** Every reading of {@code word} (lower case) that WordNet supports; empty when it knows none. */
    static List<Analysis> analyses(Lexicon lexicon, String word) {
        List<Analysis> found = new ArrayList<>(2);
        for (WordClass wordClass : WordClass.values()) {
            if (lexicon.isLemma(word, wordClass)) {
                found.add(new Analysis(word, wordClass, Form.BASE));
            }
            String[] bases = lexicon.irregularBases(word, wordClass);
            if (bases != null) {
                for (String base : bases) {
                    addOnce(found, new Analysis(base, wordClass, Form.IRREGULAR));
                }
            }
        }
        for (Rule rule : RULES) {
            if (word.length() > rule.suffix().length() + 1 && word.endsWith(rule.suffix())) {
                String lemma = word.substring(0, word.length() - rule.suffix().length()) + rule.ending();
                if (lexicon.isLemma(lemma, rule.wordClass())) {
                    addOnce(found, new Analysis(lemma, rule.wordClass(), rule.form()));
                }
            }
        }
        return found;
    }

    private static void addOnce(List<Analysis> found, Analysis analysis) {
        for (Analysis other : found) {
            if (other.lemma().equals(analysis.lemma()) && other.wordClass() == analysis.wordClass()) {
                return;
            }
        }
        found.add(analysis);
    }
}
