package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Variation of a sentence-initial connector followed by a comma: "For example," to "For instance,",
 * "Moreover," to "Furthermore," and back, and so on. Only the connector's words change; the comma and
 * everything after it are kept, and the connector's case is copied ("FOR EXAMPLE," to "FOR INSTANCE,").
 */
final class Connectors {
    private static final Map<List<String>, List<String>> VARIANTS = Map.ofEntries(
        Map.entry(List.of("for", "example"), List.of("for", "instance")),
        Map.entry(List.of("for", "instance"), List.of("for", "example")),
        Map.entry(List.of("in", "addition"), List.of("additionally")),
        Map.entry(List.of("additionally"), List.of("in", "addition")),
        Map.entry(List.of("moreover"), List.of("furthermore")),
        Map.entry(List.of("furthermore"), List.of("moreover")),
        Map.entry(List.of("therefore"), List.of("thus")),
        Map.entry(List.of("thus"), List.of("therefore")),
        Map.entry(List.of("consequently"), List.of("as", "a", "result")),
        Map.entry(List.of("as", "a", "result"), List.of("consequently")),
        Map.entry(List.of("in", "contrast"), List.of("by", "contrast")),
        Map.entry(List.of("by", "contrast"), List.of("in", "contrast")),
        Map.entry(List.of("similarly"), List.of("likewise")),
        Map.entry(List.of("likewise"), List.of("similarly")),
        Map.entry(List.of("in", "short"), List.of("in", "brief")),
        Map.entry(List.of("in", "brief"), List.of("in", "short")));

    /** The longest connector, in words. */
    private static final int MAX_WORDS = 3;

    private Connectors() {
    }

    static List<Token> apply(List<Token> sentence, Map<Transformation, Integer> counts) {
        List<String> words = new ArrayList<>(MAX_WORDS);
        int i = 0;
        while (i < sentence.size() && words.size() < MAX_WORDS && sentence.get(i).isWord()) {
            words.add(sentence.get(i).text());
            Token after = i + 1 < sentence.size() ? sentence.get(i + 1) : null;
            if (after != null && after.kind() == Token.Kind.PUNCT && after.text().equals(",")) {
                return replaced(sentence, words, i + 1, counts);
            }
            if (after == null || !TokenRuns.isInlineSpace(after)) {
                return sentence;
            }
            i += 2;
        }
        return sentence;
    }

    /** The sentence with its first words replaced by their variant, when they form a connector; comma at commaAt. */
    private static List<Token> replaced(List<Token> sentence, List<String> words, int commaAt,
                                        Map<Transformation, Integer> counts) {
        List<String> variant = VARIANTS.get(words.stream().map(WordCase::key).toList());
        WordCase.Pattern pattern = variant == null ? null : WordCase.ofPhrase(words);
        if (pattern == null) {
            return sentence;
        }
        List<Token> out = new ArrayList<>(sentence.size() + 2);
        for (int w = 0; w < variant.size(); w++) {
            if (w > 0) {
                out.add(Token.space(" "));
            }
            boolean likeFirst = w == 0 || pattern == WordCase.Pattern.UPPER;
            WordCase.Pattern wordPattern = likeFirst ? pattern : WordCase.Pattern.LOWER;
            out.add(Token.word(WordCase.apply(wordPattern, variant.get(w))));
        }
        out.addAll(sentence.subList(commaAt, sentence.size()));
        counts.merge(Transformation.CONNECTOR, 1, Integer::sum);
        return out;
    }
}
