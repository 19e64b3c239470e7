package dev.cairn.text.rework;

import java.util.List;
import java.util.Map;

/** rework_text's engine. SKELETON: the orchestration lands in the next commit; this answers the text unchanged. */
public final class Reworker {
    public static final String ENGINE_VERSION = "rework/1.0 (WordNet 3.1, OpenNLP en-ud-ewt 1.3)";

    private static final Reworker SHARED = new Reworker();

    private Reworker() {
    }

    /** The engine, its lexical data loaded once per JVM on first use. */
    public static Reworker shared() {
        return SHARED;
    }

    public Rework rework(String text, ReworkMode mode) {
        return new Rework(text, mode, text.length(), text.length(), 0, 0, Map.of(), Map.of(), List.of());
    }
}
