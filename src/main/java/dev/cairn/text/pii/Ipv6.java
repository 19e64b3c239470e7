package dev.cairn.text.pii;

/**
 * IPv6 addresses in full, compressed ({@code ::}) and IPv4-embedded forms, parsed by hand (nothing is resolved).
 * Not addresses: {@code ::} alone, times (12:30:45), MAC addresses (six groups, no {@code ::}), and words such as
 * {@code dead::beef} or C++'s {@code a::b}, which have no decimal digit.
 */
final class Ipv6 {
    private static final int MAX_LENGTH = 45;

    private Ipv6() {
    }

    /** The end of an address starting at {@code start}, or -1. */
    static int endAt(CharSequence text, int start) {
        if (start > 0) {
            char before = text.charAt(start - 1);
            if (Chars.isWord(before) || before == ':' || before == '.') {
                return -1;
            }
        }
        int end = start;
        int colons = 0;
        while (end < text.length() && end - start <= MAX_LENGTH && isAddressChar(text.charAt(end))) {
            colons += text.charAt(end++) == ':' ? 1 : 0;
        }
        if (colons < 2 || end - start > MAX_LENGTH || !Chars.endsToken(text, end)) {
            return -1;
        }
        // a sentence or a "host:port"-style label may end right after the address
        if (text.charAt(end - 1) == '.' || (text.charAt(end - 1) == ':' && text.charAt(end - 2) != ':')) {
            end--;
        }
        return isValid(text.subSequence(start, end).toString()) ? end : -1;
    }

    private static boolean isAddressChar(char c) {
        return Chars.isHex(c) || c == ':' || c == '.';
    }

    static boolean isValid(String s) {
        int compression = s.indexOf("::");
        if (compression != s.lastIndexOf("::") || s.contains(":::") || !hasDecimalDigit(s)) {
            return false;
        }
        if ((s.startsWith(":") && compression != 0) || (s.endsWith(":") && compression != s.length() - 2)) {
            return false;
        }
        String[] parts = s.split(":", -1);
        int groups = 0;
        for (int p = 0; p < parts.length; p++) {
            String part = parts[p];
            if (part.isEmpty()) {
                continue;
            }
            if (part.indexOf('.') >= 0) {
                if (p != parts.length - 1 || Ipv4.quadEnd(part, 0) != part.length()) {
                    return false;
                }
                groups += 2;
            } else if (part.length() > 4) {
                return false;
            } else {
                groups++;
            }
        }
        return compression >= 0 ? groups <= 7 && parts.length >= 3 : groups == 8;
    }

    private static boolean hasDecimalDigit(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Chars.isDigit(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }
}
