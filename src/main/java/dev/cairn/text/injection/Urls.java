package dev.cairn.text.injection;

/** Bounded reads of URLs in markup, and whether a URL carries data in its query or path. */
final class Urls {
    static final int MAX_URL = 4000;
    private static final int LONG_QUERY = 40;
    private static final int LONG_VALUE = 24;
    private static final int LONG_SEGMENT = 32;

    private Urls() {
    }

    /** The URL starting at {@code start}, up to a space, quote, bracket or {@link #MAX_URL} chars. */
    static int end(String text, int start) {
        int limit = Math.min(text.length(), start + MAX_URL);
        int i = start;
        while (i < limit) {
            char c = text.charAt(i);
            if (c <= ' ' || c == '"' || c == '\'' || c == '(' || c == ')' || c == '>' || c == '<') {
                break;
            }
            i++;
        }
        return i;
    }

    static boolean external(String text, int start) {
        return text.startsWith("http://", start) || text.startsWith("https://", start)
            || text.startsWith("//", start);
    }

    /** Template placeholders such as {data}, [SECRET] or $key: the URL is meant to be filled in. */
    static boolean placeholder(String text, int start, int end) {
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c == '{' || c == '[' || c == '$' || c == '<') {
                return true;
            }
        }
        return false;
    }

    /** A long query, a long query value or a long opaque path segment. */
    static boolean carriesData(String text, int start, int end) {
        int query = text.indexOf('?', start);
        if (query >= 0 && query < end) {
            if (end - query - 1 >= LONG_QUERY) {
                return true;
            }
            int run = 0;
            for (int i = query + 1; i < end; i++) {
                char c = text.charAt(i);
                run = c == '&' || c == '=' ? 0 : run + 1;
                if (run >= LONG_VALUE) {
                    return true;
                }
            }
        }
        int segment = 0;
        boolean digit = false;
        boolean letter = false;
        int pathEnd = query >= 0 && query < end ? query : end;
        for (int i = start; i < pathEnd; i++) {
            char c = text.charAt(i);
            if (c == '/') {
                segment = 0;
                digit = false;
                letter = false;
                continue;
            }
            segment++;
            digit |= Character.isDigit(c);
            letter |= Character.isLetter(c);
            if (segment >= LONG_SEGMENT && digit && letter) {
                return true;
            }
        }
        return false;
    }
}
