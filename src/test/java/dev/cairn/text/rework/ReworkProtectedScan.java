package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately simple scanner, written apart from the engine, for items rework_text must keep byte for
 * byte and in order: closed fenced code blocks, inline code spans and double-quoted passages (straight or
 * typographic) within a paragraph, http(s) URLs (up to the first character a URL cannot hold),
 * email addresses (with a top-level domain of ASCII letters), runs of digits with inner separators, and
 * runs of Cyrillic letters. Quotes and code spans pair as a reader pairs them (each opener with the
 * next closer), and an unclosed one is no item, so every item it finds is one the output must keep. One
 * left-to-right pass over the bounded inputs of the tests.
 */
final class ReworkProtectedScan {
    private static final String FENCE = "```";
    private static final int MAX_PASSAGE = 2000;
    private static final String LEADING_PUNCTUATION = "([{<'";
    private static final String TRAILING_PUNCTUATION = ".,;:!?)]}>'";

    private final String text;
    private final List<String> items = new ArrayList<>();

    private ReworkProtectedScan(String text) {
        this.text = text;
    }

    static List<String> items(String text) {
        ReworkProtectedScan scan = new ReworkProtectedScan(text);
        scan.run();
        return scan.items;
    }

    /**
     * The first item not found in {@code output} at or after the end of the previous item, in the order of
     * the input; null when the output holds every item in order.
     */
    static String firstMissing(List<String> items, String output) {
        int from = 0;
        for (String item : items) {
            int at = output.indexOf(item, from);
            if (at < 0) {
                return item;
            }
            from = at + item.length();
        }
        return null;
    }

    private void run() {
        int i = 0;
        while (i < text.length()) {
            int end = spanEnd(i);
            if (end > i) {
                items.add(text.substring(i, end));
                i = end;
            } else if (text.charAt(i) == '`') {
                while (i < text.length() && text.charAt(i) == '`') {
                    i++;
                }
            } else if (Character.isWhitespace(text.charAt(i)) || isSpanOpener(text.charAt(i))) {
                i++;
            } else {
                i = token(i);
            }
        }
    }

    /** The end of a fence, code span or quotation opening at {@code i}, or {@code i} when none opens there. */
    private int spanEnd(int i) {
        char c = text.charAt(i);
        if (c == '`' && text.startsWith(FENCE, i) && (i == 0 || text.charAt(i - 1) == '\n')) {
            int close = text.indexOf("\n" + FENCE, i + FENCE.length());
            if (close >= 0) {
                return close + 1 + FENCE.length();
            }
        }
        return switch (c) {
            case '`' -> codeSpanEnd(i);
            case '"' -> closeInParagraph(i, i + 1, "\"");
            case '\u201C' -> closeInParagraph(i, i + 1, "\u201D");
            default -> i;
        };
    }

    /** A run of n backticks closes at the next run of exactly n; an unclosed run is literal text. */
    private int codeSpanEnd(int open) {
        int runEnd = open;
        while (runEnd < text.length() && text.charAt(runEnd) == '`') {
            runEnd++;
        }
        String run = text.substring(open, runEnd);
        int from = runEnd;
        while (true) {
            int close = closeInParagraph(open, from, run);
            if (close == open) {
                return open;
            }
            boolean longer = close < text.length() && text.charAt(close) == '`';
            if (!longer) {
                return close;
            }
            from = close;
            while (from < text.length() && text.charAt(from) == '`') {
                from++;
            }
        }
    }

    /**
     * The end of the first {@code closing} at or after {@code from}, when it comes before a blank line and
     * within {@value #MAX_PASSAGE} characters of {@code open}; otherwise {@code open} (no span).
     */
    private int closeInParagraph(int open, int from, String closing) {
        int close = text.indexOf(closing, from);
        if (close < 0 || close - open >= MAX_PASSAGE) {
            return open;
        }
        for (int newline = text.indexOf('\n', open); newline >= 0 && newline < close;
             newline = text.indexOf('\n', newline + 1)) {
            int next = text.indexOf('\n', newline + 1);
            if (next >= 0 && next <= close && text.substring(newline + 1, next).isBlank()) {
                return open;
            }
        }
        return close + closing.length();
    }

    private static boolean isSpanOpener(char c) {
        return c == '`' || c == '"' || c == '\u201C';
    }

    /** Reads the whitespace-delimited token at {@code start} (ending before any span opener) and its items. */
    private int token(int start) {
        int end = start;
        while (end < text.length() && !Character.isWhitespace(text.charAt(end)) && !isSpanOpener(text.charAt(end))) {
            end++;
        }
        String token = trimPunctuation(text.substring(start, end));
        String url = urlPrefix(token);
        if (isUrl(url)) {
            items.add(url);
        } else if (isEmail(token)) {
            items.add(token);
        } else {
            innerItems(token);
        }
        return end;
    }

    private static String trimPunctuation(String token) {
        int start = 0;
        int end = token.length();
        while (start < end && LEADING_PUNCTUATION.indexOf(token.charAt(start)) >= 0) {
            start++;
        }
        while (end > start && TRAILING_PUNCTUATION.indexOf(token.charAt(end - 1)) >= 0) {
            end--;
        }
        return token.substring(start, end);
    }

    /** A URL ends before the first character that is not printable ASCII or that RFC 3986 never allows. */
    private static String urlPrefix(String token) {
        int end = 0;
        while (end < token.length() && token.charAt(end) > ' ' && token.charAt(end) < 127
            && "<>\"{}|\\^`".indexOf(token.charAt(end)) < 0) {
            end++;
        }
        return token.substring(0, end);
    }

    /** An http(s) URL with a dotted host. */
    private static boolean isUrl(String token) {
        int scheme = token.startsWith("https://") ? 8 : token.startsWith("http://") ? 7 : -1;
        if (scheme < 0) {
            return false;
        }
        int slash = token.indexOf('/', scheme);
        String host = token.substring(scheme, slash < 0 ? token.length() : slash);
        return host.indexOf('.') > 0 && host.indexOf('.') < host.length() - 1;
    }

    private static boolean isEmail(String token) {
        int at = token.indexOf('@');
        if (at <= 0 || at != token.lastIndexOf('@')) {
            return false;
        }
        int dot = token.lastIndexOf('.');
        return dot > at + 1 && dot < token.length() - 2
            && token.chars().allMatch(c -> c < 128 && (Character.isLetterOrDigit(c) || "@._%+-".indexOf(c) >= 0))
            && token.substring(dot + 1).chars().allMatch(c -> c < 128 && Character.isLetter(c));
    }

    /** Digit runs (with separators between digits, as in 1,200.50 or 2024-05-01) and Cyrillic runs. */
    private void innerItems(String token) {
        int i = 0;
        while (i < token.length()) {
            int end = digitRunEnd(token, i);
            if (end == i) {
                end = cyrillicRunEnd(token, i);
            }
            if (end > i) {
                items.add(token.substring(i, end));
                i = end;
            } else {
                i++;
            }
        }
    }

    private static int digitRunEnd(String token, int i) {
        int end = i;
        while (end < token.length() && isAsciiDigit(token.charAt(end))) {
            end++;
            boolean separated = end + 1 < token.length() && ".,:/-".indexOf(token.charAt(end)) >= 0
                && isAsciiDigit(token.charAt(end + 1));
            if (separated) {
                end++;
            }
        }
        return end;
    }

    private static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static int cyrillicRunEnd(String token, int i) {
        int end = i;
        while (end < token.length() && Character.isLetter(token.charAt(end))
            && Character.UnicodeScript.of(token.charAt(end)) == Character.UnicodeScript.CYRILLIC) {
            end++;
        }
        return end;
    }
}
