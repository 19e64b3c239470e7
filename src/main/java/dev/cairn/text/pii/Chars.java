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

    /** A space, or one of the no-break, narrow no-break and thin spaces typography puts inside numbers. */
    static boolean isSpace(char c) {
        return c == ' ' || c == '\u00A0' || c == '\u202F' || c == '\u2009';
    }

    /** Letters and digits of any script, and '_': what glues characters into one word. */
    static boolean isWord(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    /**
     * True when {@code c} glues onto a neighbouring token: a letter, digit or '_', except the letters of scripts
     * written without spaces (Han, kana, Hangul, Thai, Lao, Myanmar, Khmer), where "電話+81..." or
     * "請聯絡a@b.org" starts a new token right after a letter.
     */
    static boolean gluesToWord(char c) {
        if (c < 0x80) {
            return isDigit(c) || isLetter(c) || c == '_';
        }
        return isWord(c) && !isUnspacedScript(c);
    }

    static boolean isUnspacedScript(char c) {
        return c >= 0x0E00 && ((c <= 0x0EFF) || (c >= 0x1000 && c <= 0x109F) || (c >= 0x1780 && c <= 0x17FF)
                || (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) || (c >= 0xF900 && c <= 0xFAFF)
                || (c >= 0xFF66 && c <= 0xFFDC));
    }

    /** True when a token may start at {@code i}: nothing word-like touches it on the left. */
    static boolean startsToken(CharSequence text, int i) {
        return i == 0 || !gluesToWord(text.charAt(i - 1));
    }

    /** True when a token may end at {@code end}: nothing word-like touches it on the right. */
    static boolean endsToken(CharSequence text, int end) {
        return end == text.length() || !gluesToWord(text.charAt(end));
    }

    /**
     * True when the token at {@code i} continues a code joined by a connector to a letter or digit on its left:
     * the digits of {@code INV-2024-004512}, {@code REF/2023/0012345} or {@code SKU_88} are not a number's start.
     */
    static boolean continuesCode(CharSequence text, int i) {
        return i >= 2 && isConnector(text.charAt(i - 1)) && gluesToWord(text.charAt(i - 2));
    }

    /** True when a connector after {@code end} joins it to more letters or digits ({@code 4155552671-A7}). */
    static boolean codeContinues(CharSequence text, int end) {
        return end + 1 < text.length() && isConnector(text.charAt(end)) && gluesToWord(text.charAt(end + 1));
    }

    private static boolean isConnector(char c) {
        return c == '-' || c == '/' || c == '_' || c == '\\' || c == '#';
    }

    /** A token start that does not continue a number such as 1.5, 12:30, 2024-01-15 or 1,000. */
    static boolean startsNumber(CharSequence text, int i) {
        return startsToken(text, i) && !(i > 0 && gluesDigits(text, i - 1));
    }

    /** A token end that is not followed by more of the same number (".5", ":30", "-15", ",000"). */
    static boolean endsNumber(CharSequence text, int end) {
        return endsToken(text, end) && !gluesDigits(text, end);
    }

    /**
     * A number start that is not the next group of digit groups printed with spaces (1234 5678 9012) or after a
     * parenthesised area code ({@code (11) 96123-4569}).
     */
    static boolean startsDigitGroups(CharSequence text, int i) {
        return startsNumber(text, i) && !(i >= 2 && isSpace(text.charAt(i - 1))
                && (isDigit(text.charAt(i - 2)) || text.charAt(i - 2) == ')'));
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
