package dev.cairn.text.rework;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * rework_text's engine: rewrites wording and selected sentence structures of English text with WordNet
 * synonyms ({@link Synonyms}) and safe structural transformations ({@link Structures}), never touching the
 * {@link ProtectedItems}, sentence by sentence ({@link SentencePass}, which checks each rewritten sentence and
 * keeps the original when the check fails). Linear in the text; the same text and mode always give the same
 * answer. The lexical data loads once per JVM ({@link #preload}).
 */
public final class Reworker {
    public static final String ENGINE_VERSION = "rework/1.0 (WordNet 3.1, OpenNLP en-ud-ewt 1.3)";

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
        Vocabulary words = new Vocabulary(lexicon);
        if (!SentencePass.isEnglish(tokens, words)) {
            return result(text, mode, items, text, new EnumMap<>(Transformation.class), List.of(), List.of("The text"
                    + " does not read as English, the one language rework_text handles: it is returned unchanged."));
        }
        SentencePass pass = new SentencePass(synonyms, lexicon, mode, words,
                mode == ReworkMode.DEEP ? tagger.forOneCall() : null, text.length());
        String reworked = pass.run(Sentences.of(tokens));
        List<String> warnings = pass.reverted() == 0 ? List.of() : List.of(pass.reverted() + " sentence(s) kept as"
                + " written: rewriting them would have changed a protected item.");
        return result(text, mode, items, reworked, pass.counts(), pass.foreignSentences(), warnings);
    }

    private static Rework result(String text, ReworkMode mode, List<ProtectedItem> items, String reworked,
                                 Map<Transformation, Integer> counts, List<String> foreign, List<String> warnings) {
        ChangeFigures.Figures figures = ChangeFigures.of(text, reworked);
        Map<String, Integer> transformations = new LinkedHashMap<>();
        for (Transformation kind : Transformation.values()) {
            transformations.put(kind.key(), counts.getOrDefault(kind, 0));
        }
        return new Rework(reworked, mode, text.length(), reworked.length(), figures.wordingPercent(),
                figures.structuralPercent(), transformations, ProtectionReport.of(text, items, reworked, foreign),
                warnings);
    }
}
