package dev.cairn.text.pii;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.PhoneNumberUtil.PhoneNumberFormat;
import com.google.i18n.phonenumbers.PhoneNumberUtil.ValidationResult;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import java.util.List;

/**
 * Decides whether a phone-shaped candidate is a phone number, and in which country. A {@code +} number is judged
 * in its own country. A national number is tried in the default region, then in the regions the context names
 * ({@link RegionHints}), then, when it carries a trunk {@code 0} and groups (not the 3-2-4 layout of an SSN) or a
 * strong phone cue, in a short list of likely regions whose trunk prefix it carries. Its first break must fall
 * where that country groups its numbers ({@code 202-400-0123}, not the case number {@code 2024-000123}). With a
 * strong cue, a number of a possible length that the metadata does not know as assigned counts too.
 */
final class PhoneRegions {
    private static final PhoneNumberUtil UTIL = PhoneNumberUtil.getInstance();
    private static final RegionHints HINTS = new RegionHints(UTIL.getSupportedRegions());
    private static final List<String> LIKELY = List.of("GB", "DE", "FR", "IT", "ES", "NL", "BE", "CH", "AT", "SE",
            "NO", "DK", "FI", "PL", "PT", "IE", "GR", "CZ", "RU", "UA", "TR", "IL", "ZA", "IN", "CN", "JP", "KR", "SG",
            "AU", "NZ", "BR", "MX", "AR");

    private static final int MAX_NATIONAL_DIGITS = 17;
    /** Area code and subscriber number: how long a number written without its trunk prefix is (China, Brazil). */
    private static final int MIN_DIGITS_WITHOUT_TRUNK = 9;

    private final String region;

    PhoneRegions(String region) {
        if (region == null || !UTIL.getSupportedRegions().contains(region)) {
            throw new IllegalArgumentException("unknown region: " + region);
        }
        this.region = region;
    }

    boolean accepts(CharSequence text, int start, PhoneShape shape, Phones.Cue cue) {
        String candidate = text.subSequence(start, shape.end()).toString();
        if (shape.plus()) {
            PhoneNumber number = parse(candidate, region);
            return number != null && (UTIL.isValidNumber(number) || (cue.strong() && isPossible(number)));
        }
        if (validIn(candidate, region, shape)) {
            return true;
        }
        List<String> hinted = HINTS.around(text, start, shape.end());
        for (String hint : hinted) {
            if (!hint.equals(region) && validIn(candidate, hint, shape)) {
                return true;
            }
        }
        if (cue.strong() || (hasTrunkPrefix(candidate) && shape.groupCount() > 1 && !shape.ssnLayout())) {
            String digits = digitsOf(candidate);
            for (String likely : LIKELY) {
                PhoneNumber number = likely.equals(region) || hinted.contains(likely) ? null
                        : writtenNationally(digits, likely, cue.strong());
                if (number != null && UTIL.isValidNumberForRegion(number, likely) && groupingFits(number, shape)) {
                    return true;
                }
            }
        }
        return cue.strong() && (isPossibleIn(candidate, region, shape) || hinted.stream().anyMatch(
                hint -> isPossibleIn(candidate, hint, shape)));
    }

    private static boolean validIn(String candidate, String region, PhoneShape shape) {
        PhoneNumber number = parse(candidate, region);
        return number != null && UTIL.isValidNumber(number) && groupingFits(number, shape);
    }

    /** The candidate's first break (counted from the end) is a break of the country's own national format. */
    private static boolean groupingFits(PhoneNumber number, PhoneShape shape) {
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

    /** Starts with the trunk prefix most countries dial before a national number: 0, or 8 alone (Russia). */
    private static boolean hasTrunkPrefix(String candidate) {
        int i = candidate.charAt(0) == '(' ? 1 : 0;
        return candidate.charAt(i) == '0' || (candidate.charAt(i) == '8' && !Chars.isDigit(candidate.charAt(i + 1)));
    }

    /**
     * The number {@code digits} stand for in {@code region} when nothing in the text names the country, so they
     * must start with its trunk prefix if it has one, unless a phone cue precedes nine digits or more (mobile
     * numbers in China, area codes in Brazil are written without it); null if they do not. Built directly rather than parsed: this
     * runs for each of the likely regions, and parsing costs several times more than validating.
     */
    private static PhoneNumber writtenNationally(String digits, String region, boolean cued) {
        String trunk = UTIL.getNddPrefixForRegion(region, true);
        boolean trunked = trunk != null && digits.startsWith(trunk);
        if (trunk != null && !trunked && !(cued && digits.length() >= MIN_DIGITS_WITHOUT_TRUNK)) {
            return null;
        }
        String national = trunked ? digits.substring(trunk.length()) : digits;
        if (national.isEmpty() || national.length() > MAX_NATIONAL_DIGITS) {
            return null;
        }
        int zeros = 0;
        while (zeros < national.length() - 1 && national.charAt(zeros) == '0') {
            zeros++;
        }
        PhoneNumber number = new PhoneNumber().setCountryCode(UTIL.getCountryCodeForRegion(region))
                .setNationalNumber(Long.parseLong(national));
        return zeros == 0 ? number : number.setItalianLeadingZero(true).setNumberOfLeadingZeros(zeros);
    }

    private static String digitsOf(String candidate) {
        StringBuilder digits = new StringBuilder(candidate.length());
        for (int i = 0; i < candidate.length(); i++) {
            if (Chars.isDigit(candidate.charAt(i))) {
                digits.append(candidate.charAt(i));
            }
        }
        return digits.toString();
    }

    private static boolean isPossibleIn(String candidate, String region, PhoneShape shape) {
        PhoneNumber number = parse(candidate, region);
        return number != null && isPossible(number) && groupingFits(number, shape);
    }

    private static boolean isPossible(PhoneNumber number) {
        return UTIL.isPossibleNumberWithReason(number) == ValidationResult.IS_POSSIBLE;
    }

    private static PhoneNumber parse(String candidate, String region) {
        try {
            return UTIL.parse(candidate, region);
        } catch (NumberParseException e) {
            return null;
        }
    }
}
