package dev.cairn.text.injection;

import static dev.cairn.text.injection.Severity.HIGH;
import static dev.cairn.text.injection.Severity.LOW;
import static dev.cairn.text.injection.Severity.MEDIUM;

import java.util.List;

/**
 * HTML comments, {@code <noscript>}, code block comments and invisibly styled elements (hidden, zero-size,
 * white): high when they hold medium or high signals; a comment that hides encoded text or is written as a
 * request is medium, and so is invisible text that speaks to the reader; styling alone is low.
 */
final class HiddenContent {
    private static final int MAX_COMMENT = 20_000;
    /** How far after invisible styling its element's text is looked at. */
    private static final int STYLED_REACH = 2000;
    /** Comments shorter than this are labels ("start of footer"), not messages. */
    private static final int PROSE_COMMENT = 60;
    private static final Cue[] IMPERATIVES = {Cue.OVERRIDE_VERB, Cue.REVEAL_VERB, Cue.ACTION_VERB, Cue.NEW_DIRECTIVE,
        Cue.PERSONA, Cue.COMPLY_VERB, Cue.REPLY_NOUN};
    /** How far after invisible styling the words of its (short) element are read. */
    private static final int ELEMENT_REACH = 300;
    /** Words that speak to the reader; menus and tooltips hidden by CSS do not use them. */
    private static final Cue[] TO_THE_READER = {Cue.AI_ADDRESSEE, Cue.REPLY_NOUN, Cue.NEW_DIRECTIVE, Cue.OVERRIDE_VERB,
        Cue.PERSONA, Cue.COMPLY_VERB, Cue.DEMAND};

    private HiddenContent() {
    }

    static void add(String text, Hits hits, SignalIndex signals, List<Draft> out) {
        for (int hit : hits.of(Cue.HTML_COMMENT)) {
            int start = hits.start(hit);
            int close = hits.first(Cue.COMMENT_END, start + 4, start + MAX_COMMENT);
            int end = close < 0 ? Math.min(text.length(), start + MAX_COMMENT) : hits.end(close);
            if (signals.anyAtLeast(MEDIUM, start, end)) {
                out.add(new Draft("hidden_content", HIGH, start, end, "an HTML comment that holds instructions"));
            } else if (signals.anyEncoded(start, end)) {
                out.add(new Draft("hidden_content", MEDIUM, start, end, "an HTML comment that hides encoded text"));
            } else if (end - start >= PROSE_COMMENT && hits.first(IMPERATIVES, start, end) >= 0) {
                out.add(new Draft("hidden_content", MEDIUM, start, end,
                    "an HTML comment written as a request to the reader"));
            }
        }
        for (int hit : hits.of(Cue.CONTAINER_OPEN)) {
            int start = hits.start(hit);
            int close = hits.first(Cue.CONTAINER_END, start + 2, start + MAX_COMMENT);
            if (close < 0) {
                continue;
            }
            int end = hits.end(close);
            if (signals.anyAtLeast(MEDIUM, start, end)) {
                out.add(new Draft("hidden_content", HIGH, start, end,
                    "a noscript block or code comment that holds instructions"));
            }
        }
        for (int hit : hits.of(Cue.HIDDEN_STYLE)) {
            int start = hits.start(hit);
            if (signals.anyAtLeast(MEDIUM, start, hits.end(hit) + STYLED_REACH)) {
                out.add(new Draft("hidden_content", HIGH, start, hits.end(hit),
                    "invisible styling (hidden, zero-size or white) around instructions"));
            } else if (hits.first(TO_THE_READER, hits.end(hit), hits.end(hit) + ELEMENT_REACH) >= 0) {
                out.add(new Draft("hidden_content", MEDIUM, start, hits.end(hit),
                    "invisible styling around words addressed to the reader"));
            } else {
                out.add(new Draft("hidden_content", LOW, start, hits.end(hit),
                    "invisible styling (hidden, zero-size or white)"));
            }
        }
    }
}
