package dev.cairn.text.injection;

import dev.cairn.text.unicode.Inspection;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Every detector over one text, in dependency order: the ones that judge a span by the signals inside or
 * after it (delimiters, comments, hidden styling) run last. Decoded payloads go through the same pipeline
 * with one level less of {@code depth}.
 */
final class Pipeline {
    private static final PhraseAutomaton AUTOMATON = new PhraseAutomaton(Lexicon.all());

    private Pipeline() {
    }

    /** {@code inspection} is inspect_text's report of {@code text}, when the caller has one already (else null). */
    static List<Draft> drafts(String text, int depth, Inspection inspection) {
        List<Draft> out = new ArrayList<>();
        Hits hits = new Hits();
        Hits rotated = new Hits();
        AUTOMATON.scan(text, hits, rotated);
        LexicalRules.apply(text, hits, out);
        StructureRules.roleLines(text, hits, out);
        StructureRules.transcripts(hits, out);
        new MarkupRules(text, hits, out).links();
        FillableUrls.add(text, hits, out);
        rot13(text, rotated, out);
        if (depth > 0) {
            // a payload repeated down the text (a template, a signature) is scanned once
            Map<String, List<Draft>> scanned = new HashMap<>();
            Function<String, List<Draft>> rescan = plain -> scanned.computeIfAbsent(plain,
                p -> drafts(p, depth - 1, null));
            EncodedPayloads.add(text, rescan, out);
            UnicodeSignals.add(text, inspection, rescan, out);
        }
        SignalIndex index = new SignalIndex(out);
        StructureRules.delimiters(hits, index, out);
        HiddenContent.add(text, hits, index, out);
        return out;
    }

    /** Phrases written in ROT13 count when they make a medium or high signal. */
    private static void rot13(String text, Hits hits, List<Draft> out) {
        List<Draft> rotated = new ArrayList<>();
        LexicalRules.apply(text, hits, rotated);
        for (Draft draft : rotated) {
            if (draft.severity() >= Severity.MEDIUM) {
                out.add(draft.at(draft.start(), draft.end(), "rot13"));
            }
        }
    }
}
