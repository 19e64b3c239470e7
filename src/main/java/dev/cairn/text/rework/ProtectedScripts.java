package dev.cairn.text.rework;

import java.lang.Character.UnicodeScript;
import java.util.List;

/**
 * Finds runs of letters in scripts other than Latin (Cyrillic, Greek, Han, Arabic, ...). A run goes on over the
 * spaces, marks and punctuation between such letters on one line, so a whole sentence is one item; it ends at its
 * last letter, or at sentence-final punctuation right after it.
 */
final class ProtectedScripts {
    private static final String FINAL_PUNCTUATION = ".!?…。！？";

    private ProtectedScripts() {
    }

    /** Adds the runs inside [{@code from}, {@code to}) of {@code text} to {@code out}, in order. */
    static void addRuns(String text, int from, int to, List<ProtectedItem> out) {
        int i = from;
        while (i < to) {
            int cp = text.codePointAt(i);
            if (!isForeignLetter(cp)) {
                i += Character.charCount(cp);
                continue;
            }
            int start = i;
            int end = i + Character.charCount(cp);
            int p = end;
            while (p < to) {
                int next = text.codePointAt(p);
                int after = p + Character.charCount(next);
                if (after > to) {
                    break;
                }
                if (isForeignLetter(next) || (isAttached(next) && p == end)) {
                    end = after;
                } else if (!isBridge(next)) {
                    break;
                }
                p = after;
            }
            end = withFinalPunctuation(text, end, to);
            out.add(new ProtectedItem(start, end, ProtectedClass.NON_ENGLISH));
            i = Math.max(end, p);
        }
    }

    private static int withFinalPunctuation(String text, int end, int to) {
        int e = end;
        while (e < to && FINAL_PUNCTUATION.indexOf(text.charAt(e)) >= 0) {
            e++;
        }
        return e;
    }

    /** Spaces and punctuation a run may span; never a line break. */
    private static boolean isBridge(int cp) {
        if (cp == '\n' || cp == '\r') {
            return false;
        }
        if (Character.isWhitespace(cp) || Character.isSpaceChar(cp)) {
            return true;
        }
        int type = Character.getType(cp);
        return type == Character.OTHER_PUNCTUATION || type == Character.DASH_PUNCTUATION
            || type == Character.START_PUNCTUATION || type == Character.END_PUNCTUATION
            || type == Character.INITIAL_QUOTE_PUNCTUATION || type == Character.FINAL_QUOTE_PUNCTUATION
            || type == Character.CONNECTOR_PUNCTUATION || isMark(cp);
    }

    /** Marks and modifier letters (the Japanese prolonged sound mark is one) attached to the letter before them. */
    private static boolean isAttached(int cp) {
        return isMark(cp) || Character.getType(cp) == Character.MODIFIER_LETTER;
    }

    private static boolean isMark(int cp) {
        int type = Character.getType(cp);
        return type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
            || type == Character.ENCLOSING_MARK || cp == '\u200C' || cp == '\u200D';
    }

    private static boolean isForeignLetter(int cp) {
        if (cp < 0x250 || !Character.isLetter(cp)) { // Basic Latin to Latin Extended-B: no lookup needed
            return false;
        }
        UnicodeScript script = UnicodeScript.of(cp);
        return script != UnicodeScript.LATIN && script != UnicodeScript.COMMON && script != UnicodeScript.INHERITED
            && script != UnicodeScript.UNKNOWN;
    }
}
