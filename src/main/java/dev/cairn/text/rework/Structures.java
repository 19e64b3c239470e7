package dev.cairn.text.rework;

import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The sentence-level transformations of rework_text, applied to one sentence in a fixed order: contraction
 * and expansion, connector variation, clause fronting, then (deep only, and not after fronting) splitting.
 * Light mode changes no structure. Each transformation keeps every protected token's text, and the relative
 * order of protected tokens, and applies only where its pattern is unambiguous; see each class for its rules.
 */
final class Structures {
    private Structures() {
    }

    /**
     * Applies the structural transformations of mode to one sentence and returns the new token list (the same
     * list when nothing applies); adds 1 to counts for each transformation applied. commonWord answers whether
     * a lower-case word is an ordinary English word (so "The" may become "the" but "Paris" or "NASA" may not;
     * "I" always stays "I").
     */
    static List<Token> apply(List<Token> sentence, ReworkMode mode, Map<Transformation, Integer> counts,
                             Predicate<String> commonWord) {
        if (mode == ReworkMode.LIGHT || sentence.isEmpty()) {
            return sentence;
        }
        boolean deep = mode == ReworkMode.DEEP;
        List<Token> out = Contractions.apply(sentence, counts);
        out = Connectors.apply(out, counts);
        List<Token> beforeFronting = out;
        out = ClauseFronting.apply(out, deep, counts, commonWord);
        if (deep && out == beforeFronting) {
            out = SentenceSplit.apply(out, counts);
        }
        return out;
    }
}
