package dev.cairn.text.pii;

/** The layout of a phone-number candidate: its digit groups and the punctuation between them. */
record PhoneShape(int end, int digits, int[] groups, int groupCount, boolean plus, boolean parentheses,
        boolean dotsOnly) {
    private static final int MAX_SEPARATOR_RUN = 3;

    /**
     * Reads digit groups from {@code start} ('+', '(' or a digit) joined by runs of at most three of
     * {@code space ( ) - .} (also no-break, narrow and thin spaces, en dash and no-break hyphen), and one {@code /}
     * after a group (an area code: {@code 030/1234567}); null
     * when the run holds more than {@code maxDigits} digits (part of a longer number)
     * or its parentheses do not pair up.
     */
    static PhoneShape read(CharSequence text, int start, int maxDigits) {
        int n = text.length();
        boolean plus = text.charAt(start) == '+';
        int i = plus ? start + 1 : start;
        int[] groups = new int[maxDigits];
        int groupCount = 0;
        int digits = 0;
        int end = -1;
        int parentheses = 0;
        int open = 0;
        boolean dotsOnly = true;
        int slashes = 0;
        while (true) {
            int separatorStart = i;
            int slashesBefore = slashes;
            while (i < n && i - separatorStart < MAX_SEPARATOR_RUN && isSeparator(text.charAt(i))) {
                slashes += text.charAt(i) == '/' ? 1 : 0;
                i++;
            }
            if (i >= n || !Chars.isDigit(text.charAt(i)) || (groupCount == 0 && i > separatorStart + 1)
                    || (slashes > slashesBefore && (slashes > 1 || groupCount == 0))) {
                break;
            }
            for (int k = separatorStart; k < i; k++) {
                char c = text.charAt(k);
                open += c == '(' ? 1 : c == ')' ? -1 : 0;
                parentheses += c == '(' ? 1 : 0;
                dotsOnly &= c == '.' || groupCount == 0;
            }
            if (open < 0 || open > 1) {
                return null;
            }
            int groupStart = i;
            while (i < n && Chars.isDigit(text.charAt(i)) && digits <= maxDigits) {
                i++;
                digits++;
            }
            if (digits > maxDigits) {
                return null;
            }
            groups[groupCount++] = i - groupStart;
            end = i;
        }
        return end < 0 || open != 0 ? null
                : new PhoneShape(end, digits, groups, groupCount, plus, parentheses > 0, dotsOnly && groupCount > 1);
    }

    private static boolean isSeparator(char c) {
        return c == '(' || c == ')' || c == '-' || c == '.' || c == '/' || Chars.isSpace(c) || c == '\u2011'
                || c == '\u2013';
    }

    /** The candidate with the spaces and dashes of typography replaced by ASCII ones, which the parser reads. */
    String ascii(CharSequence text, int start) {
        StringBuilder candidate = new StringBuilder(end - start);
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            candidate.append(Chars.isSpace(c) ? ' ' : c == '\u2011' || c == '\u2013' ? '-' : c);
        }
        return candidate.toString();
    }

    /** Digits after the first group: where the first break falls, counted from the end. */
    int digitsAfterFirstGroup() {
        return digits - groups[0];
    }

    /** Laid out 3-4 like a local number without its area code ("555-0123"). */
    boolean localLayout() {
        return groupCount == 2 && groups[0] == 3 && groups[1] == 4;
    }

    /** Laid out 3-2-4 like a US social security number (which the SSN detector judges). */
    boolean ssnLayout() {
        return groupCount == 3 && groups[0] == 3 && groups[1] == 2 && groups[2] == 4;
    }

    /** Formatted like a phone number rather than a float, version, date or bare count. */
    boolean looksLikePhone() {
        // a single digit may lead ("1-800-..."), follow a country code ("+33 6 ...") or its trunk ("+33 (0)1 ...")
        for (int g = 0; g < groupCount; g++) {
            if (groups[g] < 2 && (g > 2 || (g == 1 && !plus) || (g == 2 && !(plus && groups[1] == 1)))) {
                return false;
            }
        }
        if (plus || parentheses) {
            return true;
        }
        boolean date = groupCount == 3 && ((groups[0] == 4 && groups[1] == 2 && groups[2] == 2)
                || (groups[0] == 2 && groups[1] == 2 && groups[2] == 4));
        return groupCount >= 2 && !date && (!dotsOnly || groupCount >= 3);
    }
}
