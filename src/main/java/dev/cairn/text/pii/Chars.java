package dev.cairn.text.pii;

/** ASCII character classes and the token boundaries every detector shares. */
final class Chars {
    private Chars() {
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static boolean isLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    static boolean isUpper(char c) {
        return c >= 'A' && c <= 'Z';
    }

    static boolean isLower(char c) {
        return c >= 'a' && c <= 'z';
    }

    static boolean isHex(char c) {
        return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    /** Letters and digits of any script, and '_': what glues characters into one word. */
    static boolean isWord(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    /** True when a token may start at {@code i}: nothing word-like touches it on the left. */
    static boolean startsToken(CharSequence text, int i) {
        return i == 0 || !isWord(text.charAt(i - 1));
    }

    /** True when a token may end at {@code end}: nothing word-like touches it on the right. */
    static boolean endsToken(CharSequence text, int end) {
        return end == text.length() || !isWord(text.charAt(end));
    }

    /** A token start that does not continue a number such as 1.5, 12:30, 2024-01-15 or 1,000. */
    static boolean startsNumber(CharSequence text, int i) {
        return startsToken(text, i) && !(i > 0 && gluesDigits(text, i - 1));
    }

    /** A token end that is not followed by more of the same number (".5", ":30", "-15", ",000"). */
    static boolean endsNumber(CharSequence text, int end) {
        return endsToken(text, end) && !gluesDigits(text, end);
    }

    /** A number start that is not the next group of digit groups printed with spaces (1234 5678 9012). */
    static boolean startsDigitGroups(CharSequence text, int i) {
        return startsNumber(text, i) && !(i >= 2 && text.charAt(i - 1) == ' ' && isDigit(text.charAt(i - 2)));
    }

    /** True when the character at {@code at} joins the digits on both sides of it into one number. */
    private static boolean gluesDigits(CharSequence text, int at) {
        if (at < 1 || at + 1 >= text.length() || !isDigit(text.charAt(at - 1)) || !isDigit(text.charAt(at + 1))) {
            return false;
        }
        char c = text.charAt(at);
        return c == ',' ? isThousandsComma(text, at) : c == '.' || c == ':' || c == '-' || c == '/';
    }

    /** 1,000 and 12,345,678 but not the field separator of "5071,966" or "0.5,12". */
    private static boolean isThousandsComma(CharSequence text, int comma) {
        int before = 0;
        while (comma - before > 0 && isDigit(text.charAt(comma - before - 1)) && before <= 3) {
            before++;
        }
        int after = 0;
        while (comma + after + 1 < text.length() && isDigit(text.charAt(comma + after + 1)) && after <= 3) {
            after++;
        }
        return before <= 3 && after == 3;
    }
}
