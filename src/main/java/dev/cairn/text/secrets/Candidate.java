package dev.cairn.text.secrets;

import java.util.List;

/** A match that passed its rule's gates, before overlaps are resolved. */
record Candidate(int rule, int start, int end, int confidence, List<String> evidence) {
    static final String[] CONFIDENCE = {"low", "medium", "high"};
}
