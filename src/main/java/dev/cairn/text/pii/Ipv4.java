package dev.cairn.text.pii;

/**
 * IPv4 dotted quads: four decimal octets 0-255 without leading zeros. A quad that continues a longer dotted number
 * (1.2.3.4.5, OIDs), follows a version word ("version 1.2.3.4", "v 1.2.3.4", "build 10.0.0.1") or a product name
 * ("Chrome/120.0.0.0") is not an address.
 */
final class Ipv4 {
    private static final Cues VERSION_CUES =
            new Cues(12, "version", "ver", "v", "release", "build", "firmware", "fw", "rev");

    private Ipv4() {
    }

    /** The end of an address starting at {@code start}, or -1. */
    static int endAt(CharSequence text, int start) {
        if (!Chars.startsToken(text, start) || dotJoinsDigits(text, start - 1)) {
            return -1;
        }
        int end = quadEnd(text, start);
        return end >= 0 && Chars.endsToken(text, end) && !dotJoinsDigits(text, end)
                && !isProductVersion(text, start) && !VERSION_CUES.before(text, start) ? end : -1;
    }

    /** "Chrome/120.0.0.0": a product token and its version (RFC 9110 User-Agent syntax), not "http://10.0.0.1". */
    private static boolean isProductVersion(CharSequence text, int start) {
        return start >= 2 && text.charAt(start - 1) == '/' && Chars.isWord(text.charAt(start - 2));
    }

    /**
     * A dot between digits just before or after the quad makes it part of a longer dotted number; other glue is
     * fine: ports (":8443"), prefix lengths ("/24"), ranges ("10.0.0.1-10.0.0.9").
     */
    private static boolean dotJoinsDigits(CharSequence text, int dot) {
        return dot >= 1 && dot + 1 < text.length() && text.charAt(dot) == '.' && Chars.isDigit(text.charAt(dot - 1))
                && Chars.isDigit(text.charAt(dot + 1));
    }

    /** The end of the dotted quad at {@code start} with no judgement of what surrounds it, or -1. */
    static int quadEnd(CharSequence text, int start) {
        int i = start;
        for (int octet = 0; octet < 4; octet++) {
            if (octet > 0) {
                if (i >= text.length() || text.charAt(i) != '.') {
                    return -1;
                }
                i++;
            }
            int digitsStart = i;
            int value = 0;
            while (i < text.length() && Chars.isDigit(text.charAt(i)) && i - digitsStart < 3) {
                value = value * 10 + text.charAt(i++) - '0';
            }
            int width = i - digitsStart;
            if (width == 0 || value > 255 || (width > 1 && text.charAt(digitsStart) == '0')
                    || (i < text.length() && Chars.isDigit(text.charAt(i)))) {
                return -1;
            }
        }
        return i;
    }
}
