package dev.cairn.text.injection;

import static dev.cairn.text.injection.Severity.HIGH;
import static dev.cairn.text.injection.Severity.MEDIUM;

import java.util.List;

/**
 * Plain URLs left open to be filled ("...?q=", "...?d={x}", "...?data=SECRET") next to the data to put
 * in them (the conversation, a secret, the user's data): high when a verb asks to fill or send, medium
 * without one. Each URL is read once, so overlapping URL starts cost no more than the text.
 */
final class FillableUrls {
    private static final int REACH = 150;
    private static final Cue[] DATA = {Cue.SENSITIVE_OBJECT, Cue.SECRET_NOUN, Cue.PERSONAL_DATA, Cue.PROMPT_NOUN};
    private static final Cue[] VERBS = {Cue.FILL_VERB, Cue.ACTION_VERB, Cue.REVEAL_VERB};

    private FillableUrls() {
    }

    static void add(String text, Hits hits, List<Draft> out) {
        int readUpTo = 0;
        for (int hit : hits.of(Cue.URL)) {
            int start = hits.start(hit);
            if (start < readUpTo) {
                continue;
            }
            int end = Urls.end(text, start);
            readUpTo = end;
            if (!open(text, start, end) || hits.first(DATA, start - REACH, end + REACH) < 0) {
                continue;
            }
            if (hits.first(VERBS, start - REACH, end + REACH / 2) >= 0) {
                out.add(new Draft("exfiltration_url", HIGH, start, end,
                    "a URL left open for data the reader is told to put in it"));
            } else {
                out.add(new Draft("exfiltration_url", MEDIUM, start, end, "a URL left open for sensitive data"));
            }
        }
    }

    /** Ends on "=", holds a placeholder, or its last value is an upper-case name such as SECRET. */
    private static boolean open(String text, int start, int end) {
        while (end > start && ".,;:!".indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        if (end <= start) {
            return false;
        }
        if (text.charAt(end - 1) == '=' || Urls.placeholder(text, start, end)) {
            return true;
        }
        int letters = 0;
        for (int i = end - 1; i > start; i--) {
            char c = text.charAt(i);
            if (c == '=') {
                return letters >= 4;
            }
            if (!(c >= 'A' && c <= 'Z') && c != '_') {
                return false;
            }
            letters++;
        }
        return false;
    }
}
