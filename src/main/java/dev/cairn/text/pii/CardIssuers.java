package dev.cairn.text.pii;

import java.util.List;

/** Issuer identification number ranges and the card lengths each issuer uses. */
final class CardIssuers {
    /** Numbers whose first {@code prefixDigits} digits lie in [low, high] have a length in [minLength, maxLength]. */
    private record Range(String issuer, int low, int high, int minLength, int maxLength) {
        int prefixDigits() {
            return String.valueOf(low).length();
        }
    }

    private static final List<Range> RANGES = List.of(
            new Range("Visa", 4, 4, 13, 19),
            new Range("Mastercard", 51, 55, 16, 16),
            new Range("Mastercard", 2221, 2720, 16, 16),
            new Range("American Express", 34, 34, 15, 15),
            new Range("American Express", 37, 37, 15, 15),
            new Range("Discover", 6011, 6011, 16, 19),
            new Range("Discover", 644, 649, 16, 19),
            new Range("Discover", 65, 65, 16, 19),
            new Range("JCB", 3528, 3589, 16, 19),
            new Range("Diners Club", 300, 305, 14, 19),
            new Range("Diners Club", 3095, 3095, 14, 19),
            new Range("Diners Club", 36, 36, 14, 19),
            new Range("Diners Club", 38, 39, 16, 19),
            new Range("UnionPay", 62, 62, 16, 19),
            new Range("Mir", 2200, 2204, 16, 19),
            new Range("Maestro", 5018, 5018, 13, 19),
            new Range("Maestro", 5020, 5020, 13, 19),
            new Range("Maestro", 5038, 5038, 13, 19),
            new Range("Maestro", 5893, 5893, 13, 19),
            new Range("Maestro", 6304, 6304, 13, 19),
            new Range("Maestro", 6759, 6759, 13, 19),
            new Range("Maestro", 6761, 6763, 13, 19));

    private CardIssuers() {
    }

    /** True when some issuer's range holds the number and issues cards of its length ({@code digits} is ASCII). */
    static boolean issues(CharSequence digits) {
        for (Range range : RANGES) {
            int prefixDigits = range.prefixDigits();
            if (digits.length() < prefixDigits || digits.length() < range.minLength()
                    || digits.length() > range.maxLength()) {
                continue;
            }
            int prefix = Integer.parseInt(digits, 0, prefixDigits, 10);
            if (prefix >= range.low() && prefix <= range.high()) {
                return true;
            }
        }
        return false;
    }
}
