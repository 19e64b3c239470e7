package dev.cairn.text.secrets;

import com.google.re2j.Pattern;

/**
 * Where a value that starts at a known offset really ends, so that a redaction leaves nothing of it: a quoted value
 * runs to the quote that opened it ({@code "}, {@code '}, a backtick, {@code \"}, {@code &quot;}), an unquoted one
 * to a blank, a quote, a comma (a list, a CSV row), a closing tag (HTML-escaped too), or a {@code ;} or {@code &} that opens the next
 * {@code key=value} (a connection string, a query string). Delimiters inside the value ({@code vL7&x;y(z}) belong to it. Reads at
 * most {@value #MAX} characters and never past the line.
 */
final class ValueExtent {
    static final int MAX = 200;
    private static final String[] QUOTES = {"\\\"", "\\'", "&quot;", "&#34;", "&#39;", "&apos;", "\"", "'", "`"};
    /** A name or member path (digits only at a part's end) opening a call or an index: {@code getpass(}, {@code os.environ[}. */
    private static final Pattern CALL = Pattern.compile("^[A-Za-z_$][A-Za-z_$]*[0-9]*(?:\\.[A-Za-z_$][A-Za-z_$]*[0-9]*)*[(\\[]");

    private ValueExtent() {
    }

    /** The end of the value starting at {@code start}, or -1 when the text there is code, not a value. */
    static int end(String text, int start) {
        String quote = openingQuote(text, start);
        int limit = lineLimit(text, start);
        if (quote != null) {
            int close = closingQuote(text, start, limit, quote);
            if (close >= 0) {
                return close;
            }
        }
        int end = unquotedEnd(text, start, limit);
        return CALL.matcher(text.substring(start, end)).find() ? -1 : end;
    }

    private static int lineLimit(String text, int start) {
        int limit = (int) Math.min(text.length(), (long) start + MAX);
        for (int i = start; i < limit; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                return i;
            }
        }
        return limit;
    }

    private static String openingQuote(String text, int start) {
        for (String quote : QUOTES) {
            if (start >= quote.length() && text.startsWith(quote, start - quote.length())) {
                return quote;
            }
        }
        return null;
    }

    /** The closing quote's offset: for a plain double quote, one not escaped by a backslash. */
    private static int closingQuote(String text, int start, int limit, String quote) {
        for (int i = start; i < limit; i++) {
            if (text.startsWith(quote, i) && i + quote.length() <= limit) {
                if (quote.equals("\"") && text.charAt(i - 1) == '\\') {
                    continue;
                }
                return i;
            }
        }
        return -1;
    }

    private static int unquotedEnd(String text, int start, int limit) {
        int i = start;
        int depth = 0;
        while (i < limit) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || c == '"' || c == '\'' || c == '`' || c == ',' || (c == '<' && next(text, i, limit) == '/')
                    || text.startsWith("&lt;", i) || text.startsWith("&quot;", i)
                    || ((c == ';' || c == '&') && i > start && nextKeyFollows(text, i + 1, limit))) {
                break;
            }
            depth += c == '(' || c == '[' || c == '{' ? 1 : c == ')' || c == ']' || c == '}' ? -1 : 0;
            if (depth < 0) {
                break; // a closer with no opener in the value closes the code around it
            }
            i++;
        }
        // A final , ; or . ends a statement or a sentence.
        while (i > start + 1 && ",;.".indexOf(text.charAt(i - 1)) >= 0) {
            i--;
        }
        return i;
    }

    private static char next(String text, int i, int limit) {
        return i + 1 < limit ? text.charAt(i + 1) : 0;
    }

    /** Whether {@code key=} or {@code key:} starts at {@code from} ({@code amp;} of an escaped ampersand skipped). */
    private static boolean nextKeyFollows(String text, int from, int limit) {
        int i = text.startsWith("amp;", from) ? from + 4 : from;
        int key = i;
        while (i < limit && (Character.isLetterOrDigit(text.charAt(i)) || "_.-[] ".indexOf(text.charAt(i)) >= 0)) {
            i++;
        }
        return i > key && i < limit && (text.charAt(i) == '=' || text.charAt(i) == ':') && Character.isLetter(text.charAt(key));
    }
}
