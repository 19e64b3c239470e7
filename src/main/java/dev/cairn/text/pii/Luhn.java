package dev.cairn.text.pii;

/** The Luhn mod-10 check used by payment card numbers. */
final class Luhn {
    private Luhn() {
    }

    /** {@code digits} holds ASCII digits only. */
    static boolean isValid(CharSequence digits) {
        int sum = 0;
        boolean doubled = false;
        for (int i = digits.length() - 1; i >= 0; i--) {
            int d = digits.charAt(i) - '0';
            if (doubled) {
                d *= 2;
                if (d > 9) {
                    d -= 9;
                }
            }
            sum += d;
            doubled = !doubled;
        }
        return sum % 10 == 0;
    }
}
