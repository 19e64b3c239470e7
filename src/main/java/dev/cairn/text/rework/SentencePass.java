package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * One call's walk over a text's sentences: each English sentence is rewritten (synonyms, then structures) and
 * checked, and the rewritten sentence or the original goes to the output; what lies between sentences and
 * sentences not in English are copied. The check searches the new sentence for protected items again and
 * wants the original sentence's, same texts, same order, none added; it is skipped only where it cannot fail:
 * when nothing but letters of words changed in a sentence holding no protected item.
 */
final class SentencePass {
    /** A sentence of at least this many words is judged for language on its own. */
    private static final int JUDGED_WORDS = 3;
    /** Below this share of English words, a sentence (or the whole text) is not read as English. */
    private static final double ENGLISH_SHARE = 0.5;

    private final Synonyms synonyms;
    private final Lexicon lexicon;
    private final ReworkMode mode;
    private final Vocabulary words;
    private final Tagger.SentenceTagger tagger;
    private final StringBuilder output;
    private final Map<Transformation, Integer> counts = new EnumMap<>(Transformation.class);
    private final List<String> foreign = new ArrayList<>();
    private int reverted;

    SentencePass(Synonyms synonyms, Lexicon lexicon, ReworkMode mode, Vocabulary words, Tagger.SentenceTagger tagger,
                 int length) {
        this.synonyms = synonyms;
        this.lexicon = lexicon;
        this.mode = mode;
        this.words = words;
        this.tagger = tagger;
        this.output = new StringBuilder(length + length / 8);
    }

    /** The reworked text. */
    String run(List<Sentences.Part> parts) {
        for (Sentences.Part part : parts) {
            String written = Sentences.join(part.tokens());
            if (!part.sentence()) {
                output.append(written);
            } else if (!isEnglish(part.tokens(), words)) {
                foreign.add(written);
                output.append(written);
            } else {
                output.append(rewrite(part.tokens(), written));
            }
        }
        return output.toString();
    }

    Map<Transformation, Integer> counts() {
        return counts;
    }

    /** The Latin-script sentences judged not English, kept as written. */
    List<String> foreignSentences() {
        return foreign;
    }

    /** Sentences kept as written because their check failed. */
    int reverted() {
        return reverted;
    }

    private String rewrite(List<Token> sentence, String written) {
        Map<Transformation, Integer> sentenceCounts = new EnumMap<>(Transformation.class);
        WordTags tags = tagger == null || !synonyms.needsTags(sentence, mode, words) ? null : tagger.tag(sentence);
        List<Token> replaced = synonyms.apply(sentence, mode, sentenceCounts, tags, words);
        List<Token> restructured = Structures.apply(replaced, mode, sentenceCounts, lexicon::isCommonWord);
        if (restructured == sentence) {
            return written;
        }
        String rewritten = Sentences.join(restructured);
        boolean onlyWords = restructured == replaced && sentence.stream().noneMatch(t -> t.kind() == Token.Kind.PROTECTED);
        if (!onlyWords && !sameProtectedItems(written, rewritten)) {
            reverted++;
            return written;
        }
        sentenceCounts.forEach((kind, n) -> counts.merge(kind, n, Integer::sum));
        return rewritten;
    }

    private static boolean sameProtectedItems(String written, String rewritten) {
        List<ProtectedItem> before = ProtectedItems.find(written);
        List<ProtectedItem> after = ProtectedItems.find(rewritten);
        if (before.size() != after.size()) {
            return false;
        }
        for (int i = 0; i < before.size(); i++) {
            if (before.get(i).kind() != after.get(i).kind()
                    || !before.get(i).in(written).equals(after.get(i).in(rewritten))) {
                return false;
            }
        }
        return true;
    }

    /** Whether a sentence, or a whole text, reads as English: too few words to judge, or enough English ones. */
    static boolean isEnglish(List<Token> tokens, Vocabulary words) {
        int count = 0;
        int english = 0;
        for (Token token : tokens) {
            if (token.isWord()) {
                count++;
                english += words.of(token.text()).english() ? 1 : 0;
            }
        }
        return count < JUDGED_WORDS || english >= ENGLISH_SHARE * count;
    }
}
