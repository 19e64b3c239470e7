package dev.cairn.text.pii;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;

/**
 * Phone numbers validated by libphonenumber: international ({@code +CC ...}) or national in the default region.
 * A candidate is a bounded run of digit groups joined by {@code space ( ) - .} with 7 to 15 digits. It must look
 * like a phone number before libphonenumber is asked: a leading {@code +}, parentheses or at least two groups;
 * a bare run of digits only after a cue word (tel, phone, call, ...). Dotted runs need three groups (not floats),
 * groups after the first have two digits or more (not versions), and 4-2-2 / 2-2-4 shapes are dates.
 */
final class Phones {
    private static final PhoneNumberUtil UTIL = PhoneNumberUtil.getInstance();
    private static final Cues CUES = new Cues(40,
            "tel", "telephone", "phone", "call", "calls", "called", "mobile", "mob", "fax", "cell", "cellphone",
            "whatsapp", "contact", "ph", "sms", "text", "dial");
    private static final int MIN_DIGITS = 7;
    private static final int MAX_DIGITS = 15;

    private final String region;

    Phones(String region) {
        if (region == null || !UTIL.getSupportedRegions().contains(region)) {
            throw new IllegalArgumentException("unknown region: " + region);
        }
        this.region = region;
    }

    /** The end of a phone number starting at {@code start} ('+', '(' or a digit), or -1. */
    int endAt(CharSequence text, int start) {
        char first = text.charAt(start);
        if (first == '+' || first == '(' ? !Chars.startsToken(text, start) : !Chars.startsDigitGroups(text, start)) {
            return -1;
        }
        PhoneShape shape = PhoneShape.read(text, start, MAX_DIGITS);
        if (shape == null || !Chars.endsNumber(text, shape.end()) || shape.digits() < MIN_DIGITS) {
            return -1;
        }
        if (!shape.looksLikePhone() && !(shape.groupCount() == 1 && CUES.before(text, start))) {
            return -1;
        }
        return isValid(text.subSequence(start, shape.end()).toString()) ? shape.end() : -1;
    }

    private boolean isValid(String candidate) {
        try {
            return UTIL.isValidNumber(UTIL.parse(candidate, region));
        } catch (NumberParseException e) {
            return false;
        }
    }
}
