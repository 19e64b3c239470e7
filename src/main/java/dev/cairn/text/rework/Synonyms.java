package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Replaces the words of one sentence by their {@link Lexicon} synonym for the mode, keeping the word's form
 * ({@link Inflection}) and its capital. A word is left alone when anything makes it doubtful: it is a
 * closed-class word, a name (capitalised inside the sentence, or all capitals), not plain ASCII letters,
 * irregular, open to more than one reading (unless a determiner or modal before it, or in deep mode the
 * tagger, settles its class, and that class has one reading), part of a WordNet
 * collocation or of a phrasal verb with the next word, next to a noun that may make it a compound, or after
 * "a"/"an" when the synonym would need the other article.
 */
final class Synonyms {
    private static final Set<String> PARTICLES = Set.of("up", "down", "out", "off", "over", "away", "back", "on",
            "in", "through", "around", "about", "along", "apart", "aside", "forward", "together");
    /** Before a word, these settle it is a noun ("the use") or a verb ("must use"), when WordNet allows both. */
    private static final Set<String> BEFORE_NOUN = Set.of("the", "a", "an", "this", "these", "those", "my", "your",
            "his", "its", "our", "their", "each", "every", "some", "any", "no");
    private static final Set<String> BEFORE_VERB = Set.of("will", "would", "can", "could", "should", "must", "may",
            "might", "shall", "not", "please");
    /** Prose punctuation that may open or close around a replaceable word; any other mark makes it code-like. */
    private static final Set<String> OPENING = Set.of("(", "\"", "\u201C", "\u2018", "\u2014", "\u2013");
    private static final Set<String> CLOSING = Set.of(",", ".", ";", ":", "!", "?", ")", "\"", "\u201D", "\u2019",
            "\u2014", "\u2013");
    private static final Set<Morphology.Form> REGULAR = Set.of(Morphology.Form.BASE, Morphology.Form.PLURAL,
            Morphology.Form.THIRD_PERSON, Morphology.Form.PAST, Morphology.Form.GERUND);

    private final Lexicon lexicon;

    Synonyms(Lexicon lexicon) {
        this.lexicon = lexicon;
    }

    /** The sentence with its replaceable words replaced; {@code tags} (deep mode) gives word classes or is null. */
    List<Token> apply(List<Token> sentence, ReworkMode mode, Map<Transformation, Integer> counts, WordTags tags,
                      Vocabulary words) {
        List<Token> result = null;
        int firstWord = firstWord(sentence);
        for (int i = 0; i < sentence.size(); i++) {
            Token token = sentence.get(i);
            if (!token.isWord()) {
                continue;
            }
            String replacement = replacement(sentence, i, i == firstWord, mode, tags, words);
            if (replacement != null) {
                if (result == null) {
                    result = new ArrayList<>(sentence);
                }
                result.set(i, Token.word(replacement));
                counts.merge(Transformation.SYNONYM, 1, Integer::sum);
            }
        }
        return result == null ? sentence : result;
    }

    /** Whether a tagger could make a difference: some word has several readings, one of which has a synonym. */
    boolean needsTags(List<Token> sentence, ReworkMode mode, Vocabulary words) {
        for (Token token : sentence) {
            if (token.isWord()) {
                List<Morphology.Analysis> analyses = words.of(token.text()).analyses();
                if (analyses.size() > 1) {
                    for (Morphology.Analysis analysis : analyses) {
                        if (lexicon.synonym(analysis.lemma(), analysis.wordClass(), mode) != null) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    private String replacement(List<Token> sentence, int i, boolean first, ReworkMode mode, WordTags tags,
                               Vocabulary words) {
        String word = sentence.get(i).text();
        boolean capital = Character.isUpperCase(word.charAt(0));
        if (!isAsciiWord(word) || capital && !first || hasUpperAfterFirst(word) || !standsAlone(sentence, i)) {
            return null;
        }
        Vocabulary.Entry entry = words.of(word);
        if (FunctionWords.contains(entry.lowerCase())) {
            return null;
        }
        String previous = neighbour(sentence, i, -1, words);
        String next = neighbour(sentence, i, 1, words);
        Morphology.Analysis analysis = reading(entry.analyses(), tags != null ? tags.wordClass(i) : settledClass(previous));
        if (analysis == null || !REGULAR.contains(analysis.form())) {
            return null;
        }
        String synonym = lexicon.synonym(analysis.lemma(), analysis.wordClass(), mode);
        if (synonym == null) {
            return null;
        }
        String form = Inflection.of(lexicon, synonym, analysis.wordClass(), analysis.form());
        if (form == null || !fitsContext(previous, next, analysis, form, words)) {
            return null;
        }
        return capital ? Character.toUpperCase(form.charAt(0)) + form.substring(1) : form;
    }

    /** The word's one reading; when WordNet gives several, the one reading of the settled word class, if any. */
    private static Morphology.Analysis reading(List<Morphology.Analysis> analyses, WordClass settled) {
        if (analyses.size() == 1) {
            return analyses.get(0);
        }
        Morphology.Analysis only = null;
        for (Morphology.Analysis analysis : analyses) {
            if (analysis.wordClass() == settled) {
                if (only != null) {
                    return null;
                }
                only = analysis;
            }
        }
        return only;
    }

    private static WordClass settledClass(String previous) {
        if (previous == null) {
            return null;
        }
        return BEFORE_NOUN.contains(previous) ? WordClass.NOUN : BEFORE_VERB.contains(previous) ? WordClass.VERB : null;
    }

    private boolean fitsContext(String previous, String next, Morphology.Analysis analysis, String form,
                                Vocabulary words) {
        if (previous != null && lexicon.isCollocation(previous, analysis.lemma())
                || next != null && lexicon.isCollocation(analysis.lemma(), next)) {
            return false;
        }
        if (analysis.wordClass() == WordClass.VERB && next != null && PARTICLES.contains(next)) {
            return false;
        }
        if (analysis.wordClass() == WordClass.NOUN && (onlyNoun(previous, words) || onlyNoun(next, words))) {
            return false;
        }
        return previous == null || !previous.equals("a") && !previous.equals("an")
                || Articles.of(form).equals(previous);
    }

    private static boolean onlyNoun(String word, Vocabulary words) {
        if (word == null || FunctionWords.contains(word)) {
            return false;
        }
        List<Morphology.Analysis> analyses = words.of(word).analyses();
        if (analyses.isEmpty()) {
            return false;
        }
        for (Morphology.Analysis analysis : analyses) {
            if (analysis.wordClass() != WordClass.NOUN) {
                return false;
            }
        }
        return true;
    }

    /** The adjacent word in lower case, across one space only; null when punctuation or a protected item is there. */
    private static String neighbour(List<Token> sentence, int i, int step, Vocabulary words) {
        int j = i + step;
        if (j >= 0 && j < sentence.size() && sentence.get(j).kind() == Token.Kind.SPACE) {
            j += step;
        }
        return j >= 0 && j < sentence.size() && sentence.get(j).isWord()
                ? words.of(sentence.get(j).text()).lowerCase() : null;
    }

    /**
     * A word of prose, not part of an identifier or a path: space or prose punctuation on each side, and a
     * closing mark followed by space or the end ("attempt" in "log_access_attempt(ip)" or "a.attempt" is not).
     */
    private static boolean standsAlone(List<Token> sentence, int i) {
        if (i > 0) {
            Token before = sentence.get(i - 1);
            if (before.kind() == Token.Kind.PUNCT && !OPENING.contains(before.text())
                    || before.kind() == Token.Kind.PROTECTED) {
                return false;
            }
        }
        if (i + 1 < sentence.size()) {
            Token after = sentence.get(i + 1);
            if (after.kind() == Token.Kind.PUNCT) {
                return CLOSING.contains(after.text()) && (i + 2 >= sentence.size()
                        || sentence.get(i + 2).kind() != Token.Kind.WORD && sentence.get(i + 2).kind() != Token.Kind.PROTECTED);
            }
            return after.kind() != Token.Kind.PROTECTED;
        }
        return true;
    }

    private static int firstWord(List<Token> sentence) {
        for (int i = 0; i < sentence.size(); i++) {
            Token token = sentence.get(i);
            if (token.isWord()) {
                return i;
            }
            if (token.kind() == Token.Kind.PROTECTED) {
                return -1;
            }
        }
        return -1;
    }

    private static boolean isAsciiWord(String word) {
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if ((c < 'a' || c > 'z') && (c < 'A' || c > 'Z')) {
                return false;
            }
        }
        return true;
    }

    private static boolean hasUpperAfterFirst(String word) {
        for (int i = 1; i < word.length(); i++) {
            if (Character.isUpperCase(word.charAt(i))) {
                return true;
            }
        }
        return false;
    }
}
