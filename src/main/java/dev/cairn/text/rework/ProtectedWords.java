package dev.cairn.text.rework;

/** Bounded looks at the word next to a position, for unit, month and weekday names around a number. */
final class ProtectedWords {
    private final String text;

    ProtectedWords(String text) {
        this.text = text;
    }

    /**
     * The word after the single space at {@code pos} (letters, possibly led by {@code °} or {@code µ}), when it is
     * at most {@code max} characters and ends at a non-alphanumeric character or the end; else null.
     */
    String wordAfterSpace(int pos, int max) {
        if (pos >= text.length() || text.charAt(pos) != ' ') {
            return null;
        }
        int start = pos + 1;
        int end = start;
        if (end < text.length() && (text.charAt(end) == '°' || text.charAt(end) == 'µ')) {
            end++;
        }
        while (end < text.length() && end - start <= max && Character.isLetter(text.charAt(end))) {
            end++;
        }
        boolean bounded = end == text.length() || !Character.isLetterOrDigit(text.codePointAt(end));
        return end > start && end - start <= max && bounded ? text.substring(start, end) : null;
    }

    /** The letters ending just before {@code end}, when at most {@code max} and preceded by a non-letter; else null. */
    String wordEndingAt(int end, int max) {
        int start = end;
        while (start > 0 && end - start <= max && Character.isLetter(text.charAt(start - 1))) {
            start--;
        }
        boolean bounded = start == 0 || !Character.isLetterOrDigit(text.charAt(start - 1));
        return start < end && end - start <= max && bounded ? text.substring(start, end) : null;
    }
}
