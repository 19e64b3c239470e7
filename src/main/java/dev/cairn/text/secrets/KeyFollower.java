package dev.cairn.text.secrets;

import com.google.re2j.Pattern;

/**
 * What must follow the key of a generic rule for its pattern to match, checked by hand before the pattern
 * runs. Each check is a necessary condition of the regex it guards in {@link GenericRules}, never more, so
 * no finding changes: a text that passes may still not match. The key (group {@code k}) ends where its
 * ASCII identifier characters do, since the operators, quotes and commas after it are none; only a
 * non-ASCII letter can continue it (RE2J folds {@code ſ} into {@code s} and the Kelvin sign into
 * {@code k}), and then the pattern decides.
 */
enum KeyFollower {
    /** Nothing checked: the pattern decides. */
    ANY,
    /** {@link GenericRules#ASSIGNMENT}: a quote, an operator, {@code >}, or blanks and then an operator or a quote. */
    ASSIGNMENT,
    /**
     * {@link GenericRules#LITERAL_SEPARATOR} and the literal's quote: a comma, colon or bang after an optional
     * quote and blanks; after a comma, blanks and a quote; after {@code !=} or {@code !==}, blanks and a quote.
     */
    LITERAL;

    private static final String KEY = "(?P<k>(?i:" + GenericRules.IDENTIFIER;

    static KeyFollower of(Pattern pattern) {
        String regex = pattern.pattern();
        if (!regex.startsWith(KEY)) {
            return ANY;
        }
        String keyEnd = GenericRules.KEY_NAME_TAIL + ")";
        if (regex.contains(keyEnd + GenericRules.ASSIGNMENT)) {
            return ASSIGNMENT;
        }
        return regex.contains(keyEnd + GenericRules.LITERAL_SEPARATOR + "[\"'`]") ? LITERAL : ANY;
    }

    /** Whether the text at {@code key}, where the key's identifier ends, can continue this rule's pattern before {@code to}. */
    boolean mayFollow(String text, int key, int to) {
        if (this == ANY || (key < to && text.charAt(key) >= 128)) {
            return true;
        }
        return this == ASSIGNMENT ? assignment(text, key, to) : literal(text, key, to);
    }

    private static boolean assignment(String text, int key, int to) {
        if (key >= to) {
            return false;
        }
        char first = text.charAt(key);
        if (first == '>' || "\"'\\&:=".indexOf(first) >= 0) {
            return true;
        }
        int i = skip(text, key, to, " \t\n\f\r");
        return i > key && i < to && ":=\"'\\&".indexOf(text.charAt(i)) >= 0;
    }

    private static boolean literal(String text, int key, int to) {
        int i = key < to && (text.charAt(key) == '"' || text.charAt(key) == '\'') ? key + 1 : key;
        i = skip(text, i, to, " \t");
        if (i >= to) {
            return false;
        }
        switch (text.charAt(i)) {
            case ':':
                return true;
            case ',':
                i++;
                break;
            case '!':
                if (i + 1 >= to || text.charAt(i + 1) != '=') {
                    return false;
                }
                i += i + 2 < to && text.charAt(i + 2) == '=' ? 3 : 2;
                break;
            default:
                return false;
        }
        i = skip(text, i, to, " \t");
        return i < to && "\"'`".indexOf(text.charAt(i)) >= 0;
    }

    private static int skip(String text, int from, int to, String chars) {
        int i = from;
        while (i < to && chars.indexOf(text.charAt(i)) >= 0) {
            i++;
        }
        return i;
    }
}
