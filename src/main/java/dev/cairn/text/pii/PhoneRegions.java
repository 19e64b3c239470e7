package dev.cairn.text.pii;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.PhoneNumberUtil.ValidationResult;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import java.util.ArrayList;
import java.util.List;

/**
 * Decides whether a phone-shaped candidate is a phone number, and in which country. A {@code +} number is judged
 * in its own country. A national number is tried in the default region, then in the regions the context names
 * ({@link RegionHints}), then, when it carries a trunk prefix and groups (not the 3-2-4 layout of an SSN) or a
 * strong phone cue, in {@link LikelyRegions}. Its first break must fall
 * where that country groups its numbers ({@code 202-400-0123}, not the case number {@code 2024-000123}). With a
 * strong cue, a number of a possible length that the metadata does not know as assigned counts too, and so does
 * a local number printed 3-4. {@code 00} in place of the {@code +} reads as the international prefix.
 */
final class PhoneRegions {
    private static final PhoneNumberUtil UTIL = PhoneNumberUtil.getInstance();
    private static final RegionHints HINTS = new RegionHints(UTIL.getSupportedRegions());

    private final String region;

    PhoneRegions(String region) {
        if (region == null || !UTIL.getSupportedRegions().contains(region)) {
            throw new IllegalArgumentException("unknown region: " + region);
        }
        this.region = region;
    }

    boolean accepts(CharSequence text, int start, PhoneShape shape, Phones.Cue cue) {
        String candidate = shape.ascii(text, start);
        if (shape.plus() || dialsAbroad(candidate)) {
            PhoneNumber number = parse(shape.plus() ? candidate : "+" + candidate.substring(2), region);
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
        boolean printedNationally = LikelyRegions.hasTrunkPrefix(candidate) && shape.groupCount() > 1
                && !shape.ssnLayout();
        if (cue.strong() || printedNationally) {
            List<String> tried = new ArrayList<>(hinted);
            tried.add(region);
            if (LikelyRegions.anyValid(candidate, shape, cue.strong(), tried)) {
                return true;
            }
        }
        return cue.strong() && (isPossibleIn(candidate, region, shape) || hinted.stream().anyMatch(
                hint -> isPossibleIn(candidate, hint, shape)));
    }

    /** "0049 30 ...", "00 44 20 ...": the international prefix of most countries in place of a {@code +}. */
    private static boolean dialsAbroad(String candidate) {
        return candidate.length() > 3 && candidate.startsWith("00") && candidate.charAt(2) != '0';
    }

    private static boolean validIn(String candidate, String region, PhoneShape shape) {
        PhoneNumber number = parse(candidate, region);
        return number != null && UTIL.isValidNumber(number) && PhoneGrouping.fits(number, shape);
    }

    /** A possible number, or a local one printed 3-4 ("555-0123"), of {@code region}, grouped as printed there. */
    private static boolean isPossibleIn(String candidate, String region, PhoneShape shape) {
        PhoneNumber number = parse(candidate, region);
        return number != null && (isPossible(number) || (shape.localLayout()
                && UTIL.isPossibleNumberWithReason(number) == ValidationResult.IS_POSSIBLE_LOCAL_ONLY))
                && PhoneGrouping.fits(number, shape);
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
