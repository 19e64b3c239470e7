package dev.cairn.text.pii;

import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.PhoneNumberUtil.PhoneNumberFormat;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;

/** Whether a candidate's digit groups break where its country prints them. */
final class PhoneGrouping {
    private static final PhoneNumberUtil UTIL = PhoneNumberUtil.getInstance();

    private PhoneGrouping() {
    }

    /**
     * The candidate's first break (counted from the end) is a break of the country's own national format:
     * {@code 202-400-0123} and {@code (089) 123 45 67} fit, the case number {@code 2024-000123} does not.
     */
    static boolean fits(PhoneNumber number, PhoneShape shape) {
        if (shape.groupCount() < 2) {
            return true;
        }
        String formatted = UTIL.format(number, PhoneNumberFormat.NATIONAL);
        int afterBreak = shape.digitsAfterFirstGroup();
        int fromEnd = 0;
        boolean grouped = false;
        for (int i = formatted.length() - 1; i >= 0; i--) {
            if (Chars.isDigit(formatted.charAt(i))) {
                fromEnd++;
            } else if (fromEnd == afterBreak) {
                return true;
            } else {
                grouped |= fromEnd > 0;
            }
        }
        // a break before the formatted digits ends a prefix ("1-415-..."); an unassigned range has no format
        return afterBreak >= fromEnd || !grouped;
    }
}
