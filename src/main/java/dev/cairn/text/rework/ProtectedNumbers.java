package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Finds tokens that contain a digit ({@code 3.14}, {@code v1.2.3}, {@code 2022-02-25}, {@code x86}, {@code 10am}),
 * with a currency symbol or sign before, a percent sign or degree unit after, one unit word after a single space,
 * and month and weekday names around a number (a whole date such as {@code Tue, 22 Feb 2022}). Every look around a
 * token is bounded, and the scan resumes after each item, so the pass is linear.
 */
final class ProtectedNumbers {
    private static final Set<String> UNITS = Set.of("kg", "g", "mg", "km", "m", "cm", "mm", "mi", "ft", "lb", "lbs",
        "oz", "s", "ms", "µs", "ns", "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes", "h", "hr",
        "hrs", "hour", "hours", "day", "days", "week", "weeks", "month", "months", "year", "years", "KB", "MB", "GB",
        "TB", "kB", "Mb", "Gb", "B", "KiB", "MiB", "GiB", "bytes", "bits", "Hz", "kHz", "MHz", "GHz", "V", "W", "kW",
        "kWh", "°C", "°F", "percent", "USD", "EUR", "GBP", "JPY", "CHF", "dollars", "euros", "million", "millions",
        "billion", "billions", "thousand", "trillion", "am", "pm", "AM", "PM", "px", "pt", "em", "rem", "dpi", "fps",
        "rpm", "mph", "kph", "ml", "mL", "bn");
    private static final Set<String> MONTHS = Set.of("Jan", "January", "Feb", "February", "Mar", "March", "Apr",
        "April", "May", "Jun", "June", "Jul", "July", "Aug", "August", "Sep", "Sept", "September", "Oct", "October",
        "Nov", "November", "Dec", "December");
    private static final Set<String> WEEKDAYS = Set.of("Mon", "Monday", "Tue", "Tues", "Tuesday", "Wed", "Wednesday",
        "Thu", "Thur", "Thurs", "Thursday", "Fri", "Friday", "Sat", "Saturday", "Sun", "Sunday");
    private static final int MAX_NAME = 9;
    private static final String CONNECTORS = ".,:/-_";

    private final String text;
    private final ProtectedWords words;
    private final List<ProtectedItem> items = new ArrayList<>();
    private int lastEnd;

    private ProtectedNumbers(String text) {
        this.text = text;
        this.words = new ProtectedWords(text);
    }

    static List<ProtectedItem> find(String text) {
        ProtectedNumbers numbers = new ProtectedNumbers(text);
        numbers.scan();
        return numbers.items;
    }

    private void scan() {
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            if (!isTokenChar(cp)) {
                i += Character.charCount(cp);
                continue;
            }
            int end = tokenEnd(i);
            if (containsDigit(i, end)) {
                addNumber(i, end);
                i = lastEnd;
            } else {
                i = end;
            }
        }
    }

    private void addNumber(int tokenStart, int tokenEnd) {
        int start = withPrefix(tokenStart);
        int end = withSuffix(tokenEnd);
        String month = words.wordAfterSpace(end, MAX_NAME);
        if (month != null && MONTHS.contains(month)) {
            end = end + 1 + month.length();
            end = yearAfter(end, " ");
        } else {
            String before = start > 0 && text.charAt(start - 1) == ' ' ? words.wordEndingAt(start - 1, MAX_NAME) : null;
            if (before != null && MONTHS.contains(before) && start - 1 - before.length() >= lastEnd) {
                start -= 1 + before.length();
                end = yearAfter(end, ", ");
            }
        }
        start = withWeekday(start);
        items.add(new ProtectedItem(start, end, ProtectedClass.NUMBERS));
        lastEnd = end;
    }

    /** Extends over {@code separator} and a following all-digit token (the year of a date). */
    private int yearAfter(int end, String separator) {
        int yearStart = end + separator.length();
        if (!text.startsWith(separator, end) || yearStart >= text.length() || !isDigit(text.charAt(yearStart))) {
            return end;
        }
        int yearEnd = tokenEnd(yearStart);
        for (int i = yearStart; i < yearEnd; i++) {
            if (!isDigit(text.charAt(i))) {
                return end;
            }
        }
        return yearEnd;
    }

    private int withWeekday(int start) {
        for (String separator : new String[] {", ", " "}) {
            if (start >= separator.length() && text.startsWith(separator, start - separator.length())) {
                String day = words.wordEndingAt(start - separator.length(), MAX_NAME);
                int dayStart = day == null ? -1 : start - separator.length() - day.length();
                if (day != null && WEEKDAYS.contains(day) && dayStart >= lastEnd) {
                    return dayStart;
                }
            }
        }
        return start;
    }

    private int withPrefix(int tokenStart) {
        int start = tokenStart;
        if (start > lastEnd && (text.charAt(start - 1) == '-' || text.charAt(start - 1) == '+'
            || text.charAt(start - 1) == '−')) {
            start--;
        }
        if (start > lastEnd && Character.getType(text.charAt(start - 1)) == Character.CURRENCY_SYMBOL) {
            start--;
        }
        if (start < tokenStart && start > 0 && Character.isLetterOrDigit(text.charAt(start - 1))) {
            return tokenStart; // a hyphen inside a word, not a sign
        }
        return start;
    }

    private int withSuffix(int tokenEnd) {
        int end = tokenEnd;
        if (end < text.length() && text.charAt(end) == '%') {
            end++;
        } else if (text.startsWith("°", end) && end + 1 < text.length() && "CF".indexOf(text.charAt(end + 1)) >= 0) {
            end += 2;
        }
        String unit = words.wordAfterSpace(end, MAX_NAME);
        return unit != null && UNITS.contains(unit) ? end + 1 + unit.length() : end;
    }

    /** The end of the token at {@code start}: token characters, and connectors between two of them. */
    private int tokenEnd(int start) {
        int i = start;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            if (isTokenChar(cp)) {
                i += Character.charCount(cp);
            } else if (CONNECTORS.indexOf(cp) >= 0 && i + 1 < text.length() && isTokenChar(text.codePointAt(i + 1))) {
                i++;
            } else {
                break;
            }
        }
        return i;
    }

    private boolean containsDigit(int start, int end) {
        for (int i = start; i < end; i++) {
            if (Character.isDigit(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Digits, and letters of Latin or no particular script (other scripts are NON_ENGLISH runs). */
    private static boolean isTokenChar(int cp) {
        if (Character.isDigit(cp)) {
            return true;
        }
        if (!Character.isLetter(cp)) {
            return false;
        }
        Character.UnicodeScript script = Character.UnicodeScript.of(cp);
        return script == Character.UnicodeScript.LATIN || script == Character.UnicodeScript.COMMON;
    }
}
