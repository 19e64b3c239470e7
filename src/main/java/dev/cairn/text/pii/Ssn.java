package dev.cairn.text.pii;

import java.util.Set;

/**
 * US Social Security numbers: AAA-GG-SSSS with dashes or single spaces, or nine bare digits after an SSN cue;
 * area not 000, 666 or 900-999, group not 00, serial not 0000, and not a published example number.
 */
final class Ssn {
    /** Numbers printed in advertising and documentation (the 987-65-432x range is already excluded as 9xx). */
    private static final Set<String> PUBLISHED = Set.of("078051120", "219099999", "123456789");
    private static final Cues CUES = new Cues(40, "ssn", "social security", "soc sec", "ss#", "ss #", "ss no");

    private Ssn() {
    }

    /** The end of an SSN starting at {@code start}, or -1. */
    static int endAt(CharSequence text, int start) {
        if (!Chars.startsDigitGroups(text, start) || start + 9 > text.length()) {
            return -1;
        }
        StringBuilder digits = new StringBuilder(9);
        int end = separated(text, start, digits);
        if (end < 0) {
            digits.setLength(0);
            end = bare(text, start, digits);
        }
        return end >= 0 && Chars.endsNumber(text, end) && isValid(digits) ? end : -1;
    }

    private static int separated(CharSequence text, int start, StringBuilder digits) {
        if (start + 11 > text.length()) {
            return -1;
        }
        char separator = text.charAt(start + 3);
        if ((separator != '-' && separator != ' ') || text.charAt(start + 6) != separator) {
            return -1;
        }
        for (int i = start; i < start + 11; i++) {
            if (i == start + 3 || i == start + 6) {
                continue;
            }
            if (!Chars.isDigit(text.charAt(i))) {
                return -1;
            }
            digits.append(text.charAt(i));
        }
        return start + 11;
    }

    private static int bare(CharSequence text, int start, StringBuilder digits) {
        for (int i = start; i < start + 9; i++) {
            if (!Chars.isDigit(text.charAt(i))) {
                return -1;
            }
            digits.append(text.charAt(i));
        }
        return CUES.before(text, start) ? start + 9 : -1;
    }

    /** {@code digits} is nine ASCII digits. */
    static boolean isValid(CharSequence digits) {
        int area = Integer.parseInt(digits, 0, 3, 10);
        int group = Integer.parseInt(digits, 3, 5, 10);
        int serial = Integer.parseInt(digits, 5, 9, 10);
        return area != 0 && area != 666 && area < 900 && group != 0 && serial != 0
                && !PUBLISHED.contains(digits.toString());
    }
}
