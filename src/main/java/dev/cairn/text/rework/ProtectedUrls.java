package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds URLs ({@code scheme://…} for any scheme, {@code mailto:…}, {@code www.} hosts) and e-mail addresses
 * ({@code local@domain.tld}). A URL ends before trailing punctuation and unbalanced closing brackets. Backward
 * looks are bounded, and the scan resumes after each item, so the pass is linear.
 */
final class ProtectedUrls {
    private static final int MAX_SCHEME = 32;
    private static final int MAX_LOCAL_PART = 64;
    private static final int MAX_DOMAIN = 255;
    private static final String TRAILING_PUNCTUATION = ".,;:!?*'";

    private final String text;
    private final List<ProtectedItem> items = new ArrayList<>();
    private int lastEnd;

    private ProtectedUrls(String text) {
        this.text = text;
    }

    static List<ProtectedItem> find(String text) {
        ProtectedUrls urls = new ProtectedUrls(text);
        urls.scan();
        return urls.items;
    }

    private void scan() {
        int i = 0;
        while (i < text.length()) {
            int end = -1;
            if (text.startsWith("://", i)) {
                end = schemeUrl(i);
            } else if (startsWordIgnoreCase("www.", i) || startsWordIgnoreCase("mailto:", i)) {
                end = urlFrom(i, i + (text.charAt(i) == 'w' || text.charAt(i) == 'W' ? 4 : 7));
            } else if (text.charAt(i) == '@') {
                end = email(i);
            }
            i = end > i ? end : i + 1;
        }
    }

    private int schemeUrl(int separator) {
        int start = separator;
        while (start > Math.max(lastEnd, separator - MAX_SCHEME) && isSchemeChar(text.charAt(start - 1))) {
            start--;
        }
        while (start < separator && !isAsciiLetter(text.charAt(start))) {
            start++;
        }
        if (start == separator || (start > 0 && Character.isLetterOrDigit(text.charAt(start - 1)))) {
            return -1;
        }
        return urlFrom(start, separator + 3);
    }

    /** Adds the URL starting at {@code start} whose body begins at {@code body}; answers its end, or -1. */
    private int urlFrom(int start, int body) {
        int end = body;
        int open = 0;
        int close = 0;
        while (end < text.length() && isUrlChar(text.codePointAt(end))) {
            char c = text.charAt(end);
            open += c == '(' || c == '[' ? 1 : 0;
            close += c == ')' || c == ']' ? 1 : 0;
            end += Character.charCount(text.codePointAt(end));
        }
        while (end > body) {
            char last = text.charAt(end - 1);
            boolean bracket = last == ')' || last == ']';
            if (TRAILING_PUNCTUATION.indexOf(last) >= 0 || (bracket && close > open)) {
                close -= bracket ? 1 : 0;
                end--;
            } else {
                break;
            }
        }
        if (end == body) {
            return -1;
        }
        items.add(new ProtectedItem(start, end, ProtectedClass.URLS));
        lastEnd = end;
        return end;
    }

    private int email(int at) {
        int start = at;
        while (start > lastEnd && at - start < MAX_LOCAL_PART && isLocalChar(text.charAt(start - 1))) {
            start--;
        }
        while (start < at && text.charAt(start) == '.') {
            start++;
        }
        boolean localTooLong = start > 0 && isLocalChar(text.charAt(start - 1)) && start > lastEnd;
        if (start == at || localTooLong) {
            return -1;
        }
        int end = at + 1;
        while (end < text.length() && end - at <= MAX_DOMAIN && isDomainChar(text.charAt(end))) {
            end++;
        }
        while (end > at + 1 && (text.charAt(end - 1) == '.' || text.charAt(end - 1) == '-')) {
            end--;
        }
        int lastDot = end - 1;
        while (lastDot > at && text.charAt(lastDot) != '.') {
            lastDot--;
        }
        if (lastDot <= at + 1 || end - lastDot < 3 || !allLetters(lastDot + 1, end)) {
            return -1;
        }
        items.add(new ProtectedItem(start, end, ProtectedClass.EMAILS));
        lastEnd = end;
        return end;
    }

    private boolean startsWordIgnoreCase(String prefix, int i) {
        return text.regionMatches(true, i, prefix, 0, prefix.length())
            && (i == 0 || !Character.isLetterOrDigit(text.charAt(i - 1)) && text.charAt(i - 1) != '.'
                && text.charAt(i - 1) != '/')
            && i + prefix.length() < text.length() && isUrlChar(text.codePointAt(i + prefix.length()));
    }

    private boolean allLetters(int start, int end) {
        for (int i = start; i < end; i++) {
            if (!isAsciiLetter(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isUrlChar(int c) {
        if (c < 128) {
            return c > ' ' && c != 127 && "<>\"`{}|\\^".indexOf(c) < 0;
        }
        return Character.isLetterOrDigit(c);
    }

    private static boolean isSchemeChar(char c) {
        return isAsciiLetter(c) || (c >= '0' && c <= '9') || c == '+' || c == '.' || c == '-';
    }

    private static boolean isLocalChar(char c) {
        return isAsciiLetter(c) || (c >= '0' && c <= '9') || "._%+-".indexOf(c) >= 0;
    }

    private static boolean isDomainChar(char c) {
        return isAsciiLetter(c) || (c >= '0' && c <= '9') || c == '.' || c == '-';
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
}
