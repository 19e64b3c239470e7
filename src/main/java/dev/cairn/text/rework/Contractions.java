package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Contraction and expansion of negations and auxiliaries, each occurrence by its own form: "do not" becomes
 * "don't" and "don't" becomes "do not" in the same pass. A negation is contracted only before a word (never
 * at a sentence end, before punctuation or before a protected item, nor before "only", where "can not only"
 * would become "can't only"). An n't form is not expanded in a question or before a subject pronoun, where
 * the negation sits after inversion ("Don't you see", "isn't it"). "'s" and "'d" (is or has, had or would),
 * "ain't" and "y'all" are never touched. Case follows the original ("Do not" to "Don't", "DON'T" to "DO NOT").
 */
final class Contractions {
    /** Auxiliaries whose negation is the auxiliary followed by "n't". */
    private static final Set<String> REGULAR_AUXILIARIES = Set.of("do", "does", "did", "is", "are", "was", "were",
        "has", "have", "had", "could", "would", "should", "must", "need");

    private static final Map<String, String> IRREGULAR_NEGATIONS = Map.of("will", "won't", "can", "can't");

    private static final Map<String, String> IRREGULAR_EXPANSIONS = Map.of("won't", "will not", "can't", "cannot",
        "shan't", "shall not");

    private static final Map<String, String> AUXILIARY_SUFFIXES = Map.of("'re", "are", "'ve", "have", "'ll", "will",
        "'m", "am");

    /** Words that, right after an n't form, are its inverted subject. */
    private static final Set<String> INVERTED_SUBJECTS = Set.of("i", "you", "he", "she", "it", "we", "they",
        "there", "one");

    private Contractions() {
    }

    static List<Token> apply(List<Token> sentence, Map<Transformation, Integer> counts) {
        boolean question = TokenRuns.finalPunctuation(sentence).equals("?");
        String apostrophe = typographicApostrophes(sentence) ? "\u2019" : "'";
        List<Token> out = null;
        int i = 0;
        while (i < sentence.size()) {
            Token token = sentence.get(i);
            int consumed = 1;
            List<Token> replacement = null;
            Transformation kind = null;
            if (token.isWord()) {
                int notAt = negationEnd(sentence, i);
                if (notAt >= 0) {
                    replacement = contracted(sentence, i, notAt, apostrophe);
                    consumed = notAt + 1 - i;
                    kind = Transformation.CONTRACTION;
                } else {
                    replacement = expanded(sentence, i, question);
                    kind = Transformation.EXPANSION;
                }
            }
            if (replacement != null) {
                if (out == null) {
                    out = new ArrayList<>(sentence.subList(0, i));
                }
                out.addAll(replacement);
                counts.merge(kind, 1, Integer::sum);
            } else if (out != null) {
                out.addAll(sentence.subList(i, i + consumed));
            }
            i += consumed;
        }
        return out == null ? sentence : out;
    }

    /**
     * The index of the last token of a contractible negation starting at i ("cannot" itself, or the "not" of
     * "do not"), provided a word follows it; -1 otherwise.
     */
    private static int negationEnd(List<Token> s, int i) {
        String key = WordCase.key(s.get(i).text());
        int end = -1;
        if (key.equals("cannot")) {
            end = i;
        } else if ((REGULAR_AUXILIARIES.contains(key) || IRREGULAR_NEGATIONS.containsKey(key))
                   && i + 2 < s.size() && TokenRuns.isInlineSpace(s.get(i + 1)) && s.get(i + 2).is("not")) {
            end = i + 2;
        }
        if (end < 0 || end + 2 >= s.size() || s.get(end + 1).kind() != Token.Kind.SPACE) {
            return -1;
        }
        Token next = s.get(end + 2);
        return next.isWord() && !next.is("only") ? end : -1;
    }

    private static List<Token> contracted(List<Token> s, int from, int notAt, String apostrophe) {
        List<String> words = notAt == from ? List.of(s.get(from).text())
            : List.of(s.get(from).text(), s.get(notAt).text());
        WordCase.Pattern pattern = WordCase.ofPhrase(words);
        if (pattern == null) {
            return null;
        }
        String auxiliary = WordCase.key(s.get(from).text());
        String lower = auxiliary.equals("cannot") ? "can't"
            : IRREGULAR_NEGATIONS.getOrDefault(auxiliary, auxiliary + "n't");
        return List.of(Token.word(WordCase.apply(pattern, lower).replace("'", apostrophe)));
    }

    private static List<Token> expanded(List<Token> s, int i, boolean question) {
        String text = s.get(i).text();
        String key = WordCase.key(text);
        String expansion = expansionOf(key);
        WordCase.Pattern pattern = WordCase.of(text);
        if (expansion == null || pattern == null || key.endsWith("n't") && invertedNegation(s, i, question)) {
            return null;
        }
        String[] words = WordCase.apply(pattern, expansion).split(" ");
        List<Token> tokens = new ArrayList<>(3);
        for (String word : words) {
            if (!tokens.isEmpty()) {
                tokens.add(Token.space(" "));
            }
            tokens.add(Token.word(word));
        }
        return tokens;
    }

    /** The lower-case expansion of a contraction, or null when the word is none this class writes out. */
    private static String expansionOf(String key) {
        String irregular = IRREGULAR_EXPANSIONS.get(key);
        if (irregular != null) {
            return irregular;
        }
        if (key.endsWith("n't")) {
            String auxiliary = key.substring(0, key.length() - 3);
            return REGULAR_AUXILIARIES.contains(auxiliary) ? auxiliary + " not" : null;
        }
        int apostrophe = key.indexOf('\'');
        if (apostrophe <= 0 || key.indexOf('\'', apostrophe + 1) >= 0) {
            return null;
        }
        String suffix = AUXILIARY_SUFFIXES.get(key.substring(apostrophe));
        return suffix == null ? null : key.substring(0, apostrophe) + " " + suffix;
    }

    private static boolean invertedNegation(List<Token> s, int i, boolean question) {
        if (question) {
            return true;
        }
        int next = TokenRuns.skipSpaces(s, i + 1, s.size());
        return next < s.size() && s.get(next).isWord() && INVERTED_SUBJECTS.contains(WordCase.key(s.get(next).text()));
    }

    private static boolean typographicApostrophes(List<Token> sentence) {
        for (Token token : sentence) {
            if (token.isWord() && token.text().indexOf('\u2019') >= 0) {
                return true;
            }
        }
        return false;
    }
}
