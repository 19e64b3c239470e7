package dev.cairn.http;

/**
 * Request text (a path, a {@code User-Agent}) made fit for one log line: every word of 20 or more
 * characters from {@code [A-Za-z0-9_+=-]}, a percent-escape counting as the one character it encodes
 * (the shape of tokens and keys, never of a product name or a route), becomes {@code <redacted>}; every
 * character outside printable ASCII, and {@code "} and {@code \} (which would end or forge a quoted
 * field), is escaped as {@code \xHH} (<code>&#92;uHHHH</code> beyond Latin-1), as nginx escapes its
 * access log; the result is at most 200 characters, a cut one ending in {@code ...}.
 */
final class LoggableText {
    static final int MAX_LENGTH = 200;
    static final int SECRET_SHAPED_LENGTH = 20;
    static final String MASK = "<redacted>";
    private static final String CUT = "...";

    private LoggableText() {
    }

    static String of(String text) {
        if (isPlain(text)) {
            return text;
        }
        // Masking reads whole words first: a cut must not leave the head of a long token behind.
        String escaped = escape(maskSecretShapedWords(text));
        return escaped.length() <= MAX_LENGTH ? escaped : escaped.substring(0, MAX_LENGTH - CUT.length()) + CUT;
    }

    /**
     * Text that would come out unchanged, as most paths and user agents do: short enough, printable ASCII
     * without quote, backslash or percent-escape, and no word of {@link #SECRET_SHAPED_LENGTH} characters.
     */
    private static boolean isPlain(String text) {
        if (text.length() > MAX_LENGTH) {
            return false;
        }
        int word = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isPrintedAsIs(c) || c == '%') {
                return false;
            }
            word = isWordCharacter(c) ? word + 1 : 0;
            if (word >= SECRET_SHAPED_LENGTH) {
                return false;
            }
        }
        return true;
    }

    private static String maskSecretShapedWords(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            int end = i;
            int characters = 0;
            for (int step; (step = wordStep(text, end)) > 0; end += step) {
                characters++;
            }
            if (end == i) {
                out.append(text.charAt(i++));
                continue;
            }
            if (characters >= SECRET_SHAPED_LENGTH) {
                out.append(MASK);
            } else {
                out.append(text, i, end);
            }
            i = end;
        }
        return out.toString();
    }

    /**
     * How many chars the word character at {@code at} spans: 1, or 3 for a percent-escape ({@code %35} is a
     * {@code 5} a client chose to encode, which must not split a token into two short words); 0 for none.
     */
    private static int wordStep(String text, int at) {
        if (at >= text.length()) {
            return 0;
        }
        if (isWordCharacter(text.charAt(at))) {
            return 1;
        }
        boolean escape = text.charAt(at) == '%' && at + 2 < text.length()
                && Character.digit(text.charAt(at + 1), 16) >= 0 && Character.digit(text.charAt(at + 2), 16) >= 0;
        return escape ? 3 : 0;
    }

    /** Printable ASCII but {@code "} and {@code \\}, which would end or forge a quoted field. */
    private static boolean isPrintedAsIs(char c) {
        return c >= 0x20 && c < 0x7F && c != '"' && c != '\\';
    }

    private static boolean isWordCharacter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
                || c == '_' || c == '-' || c == '+' || c == '=';
    }

    /** Stops once the line is long enough to be cut: a 10,000-character header costs no more than 200. */
    private static String escape(String text) {
        StringBuilder out = new StringBuilder(Math.min(text.length(), MAX_LENGTH + 8));
        for (int i = 0; i < text.length() && out.length() <= MAX_LENGTH; i++) {
            char c = text.charAt(i);
            if (isPrintedAsIs(c)) {
                out.append(c);
            } else if (c <= 0xFF) {
                out.append(String.format("\\x%02X", (int) c));
            } else {
                out.append(String.format("\\u%04X", (int) c));
            }
        }
        return out.toString();
    }
}
