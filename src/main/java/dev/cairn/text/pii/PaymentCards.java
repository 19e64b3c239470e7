package dev.cairn.text.pii;

/**
 * Payment card numbers: 13 to 19 digits, contiguous or grouped by single spaces or dashes (4-4-4-4, 4-4-4-4-3,
 * 4-6-5, 4-6-4), Luhn-valid and in an issuer's range with that issuer's length.
 */
final class PaymentCards {
    private static final int MIN = 13;
    private static final int MAX = 19;

    private PaymentCards() {
    }

    /** The end of a card number starting at {@code start}, or -1. */
    static int endAt(CharSequence text, int start) {
        if (!Chars.startsDigitGroups(text, start)) {
            return -1;
        }
        StringBuilder digits = new StringBuilder(MAX);
        int[] groups = new int[MAX];
        int groupCount = 0;
        char separator = 0;
        int i = start;
        int n = text.length();
        while (true) {
            int groupStart = i;
            while (i < n && Chars.isDigit(text.charAt(i)) && digits.length() <= MAX) {
                digits.append(text.charAt(i++));
            }
            if (digits.length() > MAX) {
                return -1;
            }
            groups[groupCount++] = i - groupStart;
            boolean nextGroup = i + 1 < n && (text.charAt(i) == ' ' || text.charAt(i) == '-')
                    && (separator == 0 || separator == text.charAt(i)) && Chars.isDigit(text.charAt(i + 1))
                    && groupCount < MAX;
            if (!nextGroup) {
                break;
            }
            separator = text.charAt(i);
            i++;
        }
        if (!Chars.endsNumber(text, i) || !wellGrouped(groups, groupCount)) {
            return -1;
        }
        int length = digits.length();
        return length >= MIN && Luhn.isValid(digits) && CardIssuers.issues(digits) ? i : -1;
    }

    private static boolean wellGrouped(int[] groups, int count) {
        if (count == 1) {
            return true;
        }
        if (count == 3 && groups[0] == 4 && groups[1] == 6 && (groups[2] == 4 || groups[2] == 5)) {
            return true;
        }
        for (int g = 0; g < count - 1; g++) {
            if (groups[g] != 4) {
                return false;
            }
        }
        return groups[count - 1] >= 1 && groups[count - 1] <= 4;
    }
}
