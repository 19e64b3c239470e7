package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * rework_text's engine: rewrites wording and selected sentence structures of English text with WordNet
 * synonyms ({@link Synonyms}) and safe structural transformations ({@link Structures}), never touching the
 * {@link ProtectedItems}. Each sentence is checked after rewriting (its protected items, found again in the
 * new sentence, must be the same, in the same order) and kept as written when the check fails. Linear in the
 * text; the same text and mode always give the same answer. The lexical data loads once per JVM ({@link #preload}).
 */
public final class Reworker {
    public static final String ENGINE_VERSION = "rework/1.0 (WordNet 3.1, OpenNLP en-ud-ewt 1.3)";
    /** A sentence of at least this many words is judged for language on its own. */
    private static final int JUDGED_WORDS = 3;
    /** Below this share of English words, a sentence (or the whole text) is not read as English. */
    private static final double ENGLISH_SHARE = 0.5;

    private static CompletableFuture<Reworker> loading;

    private final Lexicon lexicon;
    private final Synonyms synonyms;
    private final Tagger tagger;

    private Reworker(Lexicon lexicon, Tagger tagger) {
        this.lexicon = lexicon;
        this.synonyms = new Synonyms(lexicon);
        this.tagger = tagger;
    }

    /**
     * Starts loading the lexical data (WordNet and the tagger, a few seconds) in the background, once per JVM,
     * so that a service starts without waiting for it.
     */
    public static synchronized void preload() {
        if (loading == null) {
            loading = CompletableFuture.supplyAsync(() -> new Reworker(WordNetReader.read(), Tagger.load()));
        }
    }

    /** The engine; the first callers wait until its lexical data is loaded. */
    public static Reworker shared() {
        preload();
        try {
            return loading.join();
        } catch (CompletionException e) {
            throw new IllegalStateException("rework_text's lexical data could not be loaded", e.getCause());
        }
    }

    public Rework rework(String text, ReworkMode mode) {
        List<ProtectedItem> items = ProtectedItems.find(text);
        List<Token> tokens = Tokenizer.tokens(text, items);
        List<Sentences.Part> parts = Sentences.of(tokens);
        List<String> warnings = new ArrayList<>();
        Map<Transformation, Integer> counts = new EnumMap<>(Transformation.class);
        StringBuilder output = new StringBuilder(text.length() + text.length() / 8);
        List<String> foreign = new ArrayList<>();
        int reverted = 0;
        Vocabulary words = new Vocabulary(lexicon);
        if (!isEnglish(tokens, words)) {
            warnings.add("The text does not read as English, the one language rework_text handles: it is returned"
                    + " unchanged.");
            output.append(text);
        } else {
            Tagger.SentenceTagger sentenceTagger = mode == ReworkMode.DEEP ? tagger.forOneCall() : null;
            for (Sentences.Part part : parts) {
                String written = Sentences.join(part.tokens());
                if (!part.sentence()) {
                    output.append(written);
                } else if (!isEnglish(part.tokens(), words)) {
                    foreign.add(written);
                    output.append(written);
                } else {
                    Map<Transformation, Integer> sentenceCounts = new EnumMap<>(Transformation.class);
                    String rewritten = rewrite(part.tokens(), mode, sentenceCounts, sentenceTagger, words);
                    if (rewritten == null) {
                        output.append(written);
                    } else if (rewritten.equals(written) || sameProtectedItems(written, rewritten)) {
                        output.append(rewritten);
                        sentenceCounts.forEach((kind, n) -> counts.merge(kind, n, Integer::sum));
                    } else {
                        reverted++;
                        output.append(written);
                    }
                }
            }
        }
        if (reverted > 0) {
            warnings.add(reverted + " sentence(s) kept as written: rewriting them would have changed a protected"
                    + " item.");
        }
        String reworked = output.toString();
        ChangeFigures.Figures figures = ChangeFigures.of(text, reworked);
        return new Rework(reworked, mode, text.length(), reworked.length(), figures.wordingPercent(),
                figures.structuralPercent(), transformations(counts), protection(text, items, reworked, foreign),
                List.copyOf(warnings));
    }

    /** The rewritten sentence, or null when nothing applied to it. */
    private String rewrite(List<Token> sentence, ReworkMode mode, Map<Transformation, Integer> counts,
                           Tagger.SentenceTagger sentenceTagger, Vocabulary words) {
        WordTags tags = sentenceTagger == null || !synonyms.needsTags(sentence, mode, words) ? null
                : sentenceTagger.tag(sentence);
        List<Token> tokens = synonyms.apply(sentence, mode, counts, tags, words);
        tokens = Structures.apply(tokens, mode, counts, lexicon::isCommonWord);
        return tokens == sentence ? null : Sentences.join(tokens);
    }

    private static boolean sameProtectedItems(String written, String rewritten) {
        List<ProtectedItem> before = ProtectedItems.find(written);
        List<ProtectedItem> after = ProtectedItems.find(rewritten);
        if (before.size() != after.size()) {
            return false;
        }
        for (int i = 0; i < before.size(); i++) {
            if (before.get(i).kind() != after.get(i).kind() || !before.get(i).in(written).equals(after.get(i).in(rewritten))) {
                return false;
            }
        }
        return true;
    }

    /** Whether a sentence, or the whole text, reads as English: too few words to judge, or enough English ones. */
    private static boolean isEnglish(List<Token> sentence, Vocabulary words) {
        int count = 0;
        int english = 0;
        for (Token token : sentence) {
            if (token.isWord()) {
                count++;
                english += words.of(token.text()).english() ? 1 : 0;
            }
        }
        return count < JUDGED_WORDS || english >= ENGLISH_SHARE * count;
    }

    /** How many of {@code passages} the text holds one after the other, in order. */
    private static int inOrder(List<String> passages, String text) {
        int kept = 0;
        int from = 0;
        for (String passage : passages) {
            int at = text.indexOf(passage, from);
            if (at >= 0) {
                kept++;
                from = at + passage.length();
            }
        }
        return kept;
    }

    private static Map<String, Integer> transformations(Map<Transformation, Integer> counts) {
        Map<String, Integer> named = new LinkedHashMap<>();
        for (Transformation kind : Transformation.values()) {
            named.put(kind.key(), counts.getOrDefault(kind, 0));
        }
        return named;
    }

    /**
     * Per class: items found in the input, and how many the output keeps in order; the Latin-script sentences
     * judged not English count as non-English items.
     */
    private static Map<String, Rework.Protection> protection(String text, List<ProtectedItem> items, String reworked,
                                                             List<String> foreignSentences) {
        Map<ProtectedClass, Integer> found = new EnumMap<>(ProtectedClass.class);
        items.forEach(item -> found.merge(item.kind(), 1, Integer::sum));
        Map<ProtectedClass, Integer> preserved = ProtectedItems.preserved(text, items, reworked);
        Map<String, Rework.Protection> named = new LinkedHashMap<>();
        for (ProtectedClass kind : ProtectedClass.values()) {
            boolean foreign = kind == ProtectedClass.NON_ENGLISH;
            named.put(kind.key(), new Rework.Protection(found.getOrDefault(kind, 0) + (foreign ? foreignSentences.size() : 0),
                    preserved.getOrDefault(kind, 0) + (foreign ? inOrder(foreignSentences, reworked) : 0)));
        }
        return named;
    }
}
