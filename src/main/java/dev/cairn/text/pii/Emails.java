package dev.cairn.text.pii;

/**
 * Practical e-mail addresses: a dot-atom local part of ASCII letters, digits and {@code . _ % + -} (at most 64
 * characters), and a domain of at least two labels whose last is letters only (at least two). Not addresses:
 * {@code user@localhost}, decorators ({@code @Override}), npm specs ({@code @scope/pkg@1.2.3}), and image
 * density suffixes ({@code icon@2x.png}). A local part glued to a Latin letter is not cut ({@code müller@}), but
 * one right after a letter of a script written without spaces starts there ({@code 請聯絡a@example.org}).
 */
final class Emails {
    private static final int MAX_LOCAL = 64;
    private static final int MAX_DOMAIN = 253;
    private static final int MAX_LABEL = 63;

    private Emails() {
    }

    /** The address around the {@code @} at {@code at}, or null. */
    static Identifier around(CharSequence text, int at) {
        int start = at;
        while (start > 0 && at - start <= MAX_LOCAL && isLocalChar(text.charAt(start - 1))) {
            start--;
        }
        if (at - start > MAX_LOCAL || (start > 0 && Chars.gluesToWord(text.charAt(start - 1)))) {
            return null;
        }
        while (start < at && text.charAt(start) == '.') {
            start++;
        }
        if (start == at || text.charAt(at - 1) == '.' || contains(text, start, at, "..")) {
            return null;
        }
        int end = domainEnd(text, at + 1);
        return end < 0 ? null : new Identifier(IdentifierType.EMAIL, start, end);
    }

    private static int domainEnd(CharSequence text, int from) {
        int n = text.length();
        int i = from;
        int labels = 0;
        int lastLabel = from;
        while (true) {
            int labelStart = i;
            while (i < n && (Chars.isLetter(text.charAt(i)) || Chars.isDigit(text.charAt(i)) || text.charAt(i) == '-')
                    && i - labelStart <= MAX_LABEL) {
                i++;
            }
            if (i == labelStart || i - labelStart > MAX_LABEL || text.charAt(labelStart) == '-'
                    || text.charAt(i - 1) == '-' || i - from > MAX_DOMAIN) {
                return -1;
            }
            labels++;
            lastLabel = labelStart;
            boolean more = i + 1 < n && text.charAt(i) == '.'
                    && (Chars.isLetter(text.charAt(i + 1)) || Chars.isDigit(text.charAt(i + 1)));
            if (!more) {
                break;
            }
            i++;
        }
        if (labels < 2 || i - lastLabel < 2 || !allLetters(text, lastLabel, i) || isDensitySuffix(text, from)
                || !Chars.endsToken(text, i) || (i < n && (text.charAt(i) == '-' || text.charAt(i) == '@'))) {
            return -1;
        }
        return i;
    }

    private static boolean isLocalChar(char c) {
        return Chars.isLetter(c) || Chars.isDigit(c) || c == '.' || c == '_' || c == '%' || c == '+' || c == '-';
    }

    private static boolean allLetters(CharSequence text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!Chars.isLetter(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** "@2x.", "@3x.": the density suffix of image file names, never a domain. */
    private static boolean isDensitySuffix(CharSequence text, int from) {
        int i = from;
        while (i < text.length() && Chars.isDigit(text.charAt(i))) {
            i++;
        }
        return i > from && i + 1 < text.length() && text.charAt(i) == 'x' && text.charAt(i + 1) == '.';
    }

    private static boolean contains(CharSequence text, int from, int to, String needle) {
        return text.subSequence(from, to).toString().contains(needle);
    }
}
