package dev.cairn.text.pii;

import java.util.Locale;
import java.util.Map;

/**
 * IBANs (ISO 13616): country code, two check digits and the BBAN, in one case (upper, or lower as typed by hand),
 * compact or printed in groups of four separated by single spaces; exactly the country's registered length and
 * mod-97 remainder 1.
 */
final class Iban {
    /** IBAN lengths per country from the SWIFT IBAN registry. */
    private static final Map<String, Integer> LENGTHS = Map.ofEntries(
            Map.entry("AD", 24), Map.entry("AE", 23), Map.entry("AL", 28), Map.entry("AT", 20), Map.entry("AZ", 28),
            Map.entry("BA", 20), Map.entry("BE", 16), Map.entry("BG", 22), Map.entry("BH", 22), Map.entry("BI", 27),
            Map.entry("BR", 29), Map.entry("BY", 28), Map.entry("CH", 21), Map.entry("CR", 22), Map.entry("CY", 28),
            Map.entry("CZ", 24), Map.entry("DE", 22), Map.entry("DJ", 27), Map.entry("DK", 18), Map.entry("DO", 28),
            Map.entry("EE", 20), Map.entry("EG", 29), Map.entry("ES", 24), Map.entry("FI", 18), Map.entry("FK", 18),
            Map.entry("FO", 18), Map.entry("FR", 27), Map.entry("GB", 22), Map.entry("GE", 22), Map.entry("GI", 23),
            Map.entry("GL", 18), Map.entry("GR", 27), Map.entry("GT", 28), Map.entry("HN", 28), Map.entry("HR", 21),
            Map.entry("HU", 28), Map.entry("IE", 22), Map.entry("IL", 23), Map.entry("IQ", 23), Map.entry("IS", 26),
            Map.entry("IT", 27), Map.entry("JO", 30), Map.entry("KW", 30), Map.entry("KZ", 20), Map.entry("LB", 28),
            Map.entry("LC", 32), Map.entry("LI", 21), Map.entry("LT", 20), Map.entry("LU", 20), Map.entry("LV", 21),
            Map.entry("LY", 25), Map.entry("MC", 27), Map.entry("MD", 24), Map.entry("ME", 22), Map.entry("MK", 19),
            Map.entry("MN", 20), Map.entry("MR", 27), Map.entry("MT", 31), Map.entry("MU", 30), Map.entry("NI", 28),
            Map.entry("NL", 18), Map.entry("NO", 15), Map.entry("OM", 23), Map.entry("PK", 24), Map.entry("PL", 28),
            Map.entry("PS", 29), Map.entry("PT", 25), Map.entry("QA", 29), Map.entry("RO", 24), Map.entry("RS", 22),
            Map.entry("RU", 33), Map.entry("SA", 24), Map.entry("SC", 31), Map.entry("SD", 18), Map.entry("SE", 24),
            Map.entry("SI", 19), Map.entry("SK", 24), Map.entry("SM", 27), Map.entry("SO", 23), Map.entry("ST", 25),
            Map.entry("SV", 28), Map.entry("TL", 23), Map.entry("TN", 24), Map.entry("TR", 26), Map.entry("UA", 29),
            Map.entry("VA", 22), Map.entry("VG", 24), Map.entry("XK", 20), Map.entry("YE", 30));

    private Iban() {
    }

    /** The end of an IBAN starting at {@code start}, or -1. */
    static int endAt(CharSequence text, int start) {
        int n = text.length();
        if (start + 4 > n || !Chars.startsToken(text, start)) {
            return -1;
        }
        boolean lower = Chars.isLower(text.charAt(start));
        if (!isLetter(text.charAt(start), lower) || !isLetter(text.charAt(start + 1), lower)
                || !Chars.isDigit(text.charAt(start + 2)) || !Chars.isDigit(text.charAt(start + 3))) {
            return -1;
        }
        Integer length = LENGTHS.get(text.subSequence(start, start + 2).toString().toUpperCase(Locale.ROOT));
        if (length == null) {
            return -1;
        }
        StringBuilder compact = new StringBuilder(length);
        boolean grouped = start + 4 < n && text.charAt(start + 4) == ' ';
        int i = start;
        while (compact.length() < length) {
            if (grouped && compact.length() > 0 && compact.length() % 4 == 0) {
                if (i >= n || text.charAt(i) != ' ') {
                    return -1;
                }
                i++;
            }
            if (i >= n || !(isLetter(text.charAt(i), lower) || Chars.isDigit(text.charAt(i)))) {
                return -1;
            }
            compact.append(Character.toUpperCase(text.charAt(i++)));
        }
        return Chars.endsToken(text, i) && isValid(compact) ? i : -1;
    }

    /** One case throughout: "DE89..." or "de89...", never "De89...". */
    private static boolean isLetter(char c, boolean lower) {
        return lower ? Chars.isLower(c) : Chars.isUpper(c);
    }

    /** {@code compact} is upper-case letters and digits, country code first. */
    static boolean isValid(CharSequence compact) {
        Integer length = compact.length() >= 4 ? LENGTHS.get(compact.subSequence(0, 2).toString()) : null;
        if (length == null || length != compact.length()) {
            return false;
        }
        int remainder = 0;
        for (int k = 0; k < compact.length(); k++) {
            char c = compact.charAt((k + 4) % compact.length());
            int value = Chars.isDigit(c) ? c - '0' : c - 'A' + 10;
            remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
        }
        return remainder == 1;
    }
}
