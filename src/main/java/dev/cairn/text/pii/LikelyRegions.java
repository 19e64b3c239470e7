package dev.cairn.text.pii;

import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.PhoneNumberUtil.ValidationResult;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import java.util.List;

/**
 * The regions a national number is tried in when neither the default region nor the context places it: the
 * countries whose numbers most often appear in text. Their numbers are validated from the digits directly,
 * without re-parsing: this runs for each of them, and parsing costs several times more than validating.
 */
final class LikelyRegions {
    private static final PhoneNumberUtil UTIL = PhoneNumberUtil.getInstance();
    private static final List<String> LIKELY = List.of("GB", "DE", "FR", "IT", "ES", "NL", "BE", "CH", "AT", "SE",
            "NO", "DK", "FI", "PL", "PT", "IE", "GR", "CZ", "RU", "UA", "TR", "IL", "ZA", "IN", "CN", "JP", "KR", "SG",
            "AU", "NZ", "BR", "MX", "AR");
    private static final int MAX_NATIONAL_DIGITS = 17;
    /** Area code and subscriber number: how long a number written without its trunk prefix is (China, Brazil). */
    private static final int MIN_DIGITS_WITHOUT_TRUNK = 9;

    private LikelyRegions() {
    }

    /** Valid, and grouped as printed there, in a likely region other than those {@code tried} already. */
    static boolean anyValid(String candidate, PhoneShape shape, boolean cued, List<String> tried) {
        String digits = digitsOf(candidate);
        for (String region : LIKELY) {
            PhoneNumber number = tried.contains(region) ? null : writtenNationally(digits, region, cued);
            // the length check reads no pattern: it discards most regions before the validating regexes run
            if (number != null && UTIL.isPossibleNumberWithReason(number) == ValidationResult.IS_POSSIBLE
                    && UTIL.isValidNumberForRegion(number, region) && PhoneGrouping.fits(number, shape)) {
                return true;
            }
        }
        return false;
    }

    /** Starts with the trunk prefix most countries dial before a national number: 0, or 8 alone (Russia). */
    static boolean hasTrunkPrefix(String candidate) {
        int i = candidate.charAt(0) == '(' ? 1 : 0;
        return candidate.charAt(i) == '0' || (candidate.charAt(i) == '8' && !Chars.isDigit(candidate.charAt(i + 1)));
    }

    /**
     * The number {@code digits} stand for in {@code region} when nothing in the text names the country, so they
     * must start with its trunk prefix if it has one, unless a phone cue precedes nine digits or more (mobile
     * numbers in China, area codes in Brazil are written without it); null if they do not.
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
}
