package dev.cairn.text.injection;

import java.util.List;

/**
 * A lexical rule: a hit of {@code anchor}, and a hit of each group (any cue of it) starting within
 * {@code before} chars before the anchor to {@code after} chars after its end, make one signal, unless a
 * hit of {@code unless} starts next to that evidence (in the window, for a rule without groups). Short windows stay within a paragraph (no blank line
 * inside); long ones span code blocks.
 */
record Combo(String category, int severity, Cue anchor, int before, int after, List<Cue[]> groups,
             Cue[] unless, String explanation) {
    private static final Cue[] NONE = {};

    static Combo alone(String category, int severity, Cue anchor, String explanation) {
        return new Combo(category, severity, anchor, 0, 0, List.of(), NONE, explanation);
    }

    static Combo with(String category, int severity, Cue anchor, int before, int after, String explanation,
                      Cue[]... groups) {
        return new Combo(category, severity, anchor, before, after, List.of(groups), NONE, explanation);
    }

    /** The same rule, silent when one of {@code vetoes} starts in its window. */
    Combo unless(Cue... vetoes) {
        return new Combo(category, severity, anchor, before, after, groups, vetoes, explanation);
    }

    private static final int PARAGRAPH_WINDOW = 200;
    /** A veto must sit next to the evidence ("the previous EMAIL", "le MAIL précédent"), not anywhere in the window. */
    private static final int VETO_REACH = 15;

    /** The signal this rule makes at {@code anchorHit}, or null when a group has no hit in the window. */
    Draft match(String text, Hits hits, int anchorHit) {
        int anchorStart = hits.start(anchorHit);
        int anchorEnd = hits.end(anchorHit);
        int start = anchorStart;
        int end = anchorEnd;
        int from = start - before;
        int to = end + after;
        for (int g = 0; g < groups.size(); g++) { // indexed: no iterator per anchor hit
            Cue[] group = groups.get(g);
            int hit = hits.first(group, from, to);
            if (hit >= 0 && hits.start(hit) >= anchorStart && hits.start(hit) < anchorEnd) {
                // words of the anchor phrase itself ("if you ARE an ai") are not its companions
                hit = hits.first(group, anchorEnd, to);
            }
            if (hit < 0) {
                return null;
            }
            start = Math.min(start, hits.start(hit));
            end = Math.max(end, hits.end(hit));
        }
        if (vetoed(hits, groups.isEmpty() ? from : start - VETO_REACH, groups.isEmpty() ? to : end + VETO_REACH)) {
            return null;
        }
        if (after <= PARAGRAPH_WINDOW && !groups.isEmpty() && blankLine(text, start, end)) {
            return null;
        }
        return new Draft(category, severity, start, end, explanation);
    }

    private boolean vetoed(Hits hits, int from, int to) {
        return unless.length > 0 && hits.first(unless, from, to) >= 0;
    }

    private static boolean blankLine(String text, int start, int end) {
        boolean lineEmpty = false;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                if (lineEmpty) {
                    return true;
                }
                lineEmpty = true;
            } else if (c != '\r' && c != ' ' && c != '\t') {
                lineEmpty = false;
            }
        }
        return false;
    }
}
