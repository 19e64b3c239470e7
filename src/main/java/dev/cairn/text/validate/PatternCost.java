package dev.cairn.text.validate;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * An upper estimate of the number of instructions RE2/J compiles a pattern into. RE2/J expands counted
 * repetition: {@code (a{1000}){1000}} becomes a million instructions (80 s to scan 100,000 characters), one more
 * level runs out of memory while compiling. So patterns are costed before they are compiled.
 */
final class PatternCost {
    private PatternCost() {
    }

    /** Atoms (characters, escapes, classes) count 1; a group the sum of its content; {n,m} multiplies by m. */
    static long of(String pattern) {
        Deque<long[]> groups = new ArrayDeque<>(); // each: {total, size of the last atom}
        long[] current = {0, 0};
        int i = 0;
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            switch (c) {
                case '(' -> {
                    groups.push(current);
                    current = new long[] {0, 0};
                    i++;
                }
                case ')' -> {
                    long size = current[0] + 1;
                    current = groups.isEmpty() ? new long[] {0, 0} : groups.pop();
                    add(current, size);
                    i++;
                }
                case '[' -> {
                    add(current, 1);
                    i = classEnd(pattern, i);
                }
                case '\\' -> {
                    add(current, 1);
                    i = escapeEnd(pattern, i);
                }
                case '{' -> {
                    int end = pattern.indexOf('}', i);
                    long times = end < 0 ? -1 : repetitions(pattern.substring(i + 1, end));
                    if (times < 0) {
                        add(current, 1);
                        i++;
                    } else {
                        current[0] = saturated(current[0] + current[1] * (times - 1));
                        current[1] = saturated(current[1] * times);
                        i = end + 1;
                    }
                }
                case '*', '+', '?', '|', '^', '$' -> i++;
                default -> {
                    add(current, 1);
                    i++;
                }
            }
        }
        while (!groups.isEmpty()) {
            long size = current[0] + 1;
            current = groups.pop();
            add(current, size);
        }
        return current[0];
    }

    private static void add(long[] group, long atom) {
        group[0] = saturated(group[0] + atom);
        group[1] = atom;
    }

    private static long saturated(long value) {
        return value < 0 || value > Integer.MAX_VALUE ? Integer.MAX_VALUE : value;
    }

    /** The largest count of "n", "n," or "n,m" (n + 1 for "n,"), or -1 when the braces are a literal. */
    private static long repetitions(String body) {
        if (!body.matches("\\d{1,9}(,\\d{0,9})?")) {
            return -1;
        }
        String[] bounds = body.split(",", -1);
        long min = Long.parseLong(bounds[0]);
        if (bounds.length == 1) {
            return min;
        }
        return bounds[1].isEmpty() ? min + 1 : Math.max(min, Long.parseLong(bounds[1]));
    }

    private static int escapeEnd(String pattern, int backslash) {
        int next = backslash + 1;
        if (next + 1 < pattern.length() && "pPx".indexOf(pattern.charAt(next)) >= 0
            && pattern.charAt(next + 1) == '{') {
            int close = pattern.indexOf('}', next);
            return close < 0 ? pattern.length() : close + 1;
        }
        return Math.min(next + 1, pattern.length());
    }

    /** Index after the class opened at {@code open}; a ']' first in the class is a literal. */
    private static int classEnd(String pattern, int open) {
        int i = open + 1;
        if (i < pattern.length() && pattern.charAt(i) == '^') {
            i++;
        }
        if (i < pattern.length() && pattern.charAt(i) == ']') {
            i++;
        }
        while (i < pattern.length() && pattern.charAt(i) != ']') {
            if (pattern.charAt(i) == '\\') {
                i = escapeEnd(pattern, i);
            } else if (pattern.startsWith("[:", i) && pattern.indexOf(":]", i + 2) >= 0) {
                i = pattern.indexOf(":]", i + 2) + 2;
            } else {
                i++;
            }
        }
        return Math.min(i + 1, pattern.length());
    }
}
