package dev.cairn.control.action;

import com.fasterxml.jackson.core.io.NumberOutput;
import java.math.BigDecimal;

/** ECMAScript's Number::toString, which RFC 8785 prescribes for numbers. */
final class EcmaScriptNumbers {
    private EcmaScriptNumbers() {
    }

    /** Shortest ECMAScript Number.prototype.toString form of a finite double (RFC 8785 §3.2.2.3). */
    static String format(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("JSON numbers must be finite");
        }
        if (value == 0) {
            return "0";
        }
        double magnitude = Math.abs(value);
        // Jackson's Schubfach gives shortest round-trip digits (Java 17's Double.toString does not, JDK-4511638)
        // in Java's layout: "123.45", "0.00123" or "1.2345E-7". Read them as |value| = 0.d1..dk × 10^n.
        String java = NumberOutput.toString(magnitude, true);
        char[] digits = new char[java.length()];
        int k = 0;
        int n = 0;
        boolean afterPoint = false;
        for (int i = 0; i < java.length(); i++) {
            char c = java.charAt(i);
            if (c == '.') {
                afterPoint = true;
            } else if (c == 'E') {
                n += Integer.parseInt(java, i + 1, java.length(), 10);
                break;
            } else if (k == 0 && c == '0') {
                if (afterPoint) {
                    n--;
                }
            } else {
                digits[k++] = c;
                if (!afterPoint) {
                    n++;
                }
            }
        }
        while (digits[k - 1] == '0') {
            k--;
        }
        if (k == 2 && magnitude < Double.MIN_NORMAL) {
            String oneDigit = oneDigitForm(value, digits[0] - '0', n);
            if (oneDigit != null) {
                return oneDigit;
            }
        }
        return ecmaScriptLayout(value < 0, digits, k, n);
    }

    /**
     * Java's format never prints fewer than two significant digits, so where ECMAScript wants one digit it prints
     * the closest two-digit decimal instead (4.9E-324 for 5e-324). For a normal double that decimal is "d.0", which
     * is one digit once trailing zeros go, so only coarse subnormals reach this. Returns the closest one-digit decimal
     * that still rounds to {@code value}, or null if there is none; the candidates are d and d+1 times 10^(n-1).
     */
    private static String oneDigitForm(double value, int leadingDigit, int n) {
        double magnitude = Math.abs(value);
        BigDecimal down = BigDecimal.valueOf(leadingDigit, 1 - n);
        BigDecimal up = BigDecimal.valueOf(leadingDigit + 1, 1 - n);
        boolean downRoundTrips = down.doubleValue() == magnitude;
        boolean upRoundTrips = up.doubleValue() == magnitude;
        if (!downRoundTrips && !upRoundTrips) {
            return null;
        }
        BigDecimal exact = new BigDecimal(magnitude);
        boolean useUp = upRoundTrips
                && (!downRoundTrips || up.subtract(exact).compareTo(exact.subtract(down)) < 0);
        int digit = useUp ? leadingDigit + 1 : leadingDigit;
        return digit == 10
                ? ecmaScriptLayout(value < 0, new char[] {'1'}, 1, n + 1)
                : ecmaScriptLayout(value < 0, new char[] {(char) ('0' + digit)}, 1, n);
    }

    /** ECMAScript Number::toString (ES2015 §7.1.12.1 steps 6-10) for |value| = 0.d1..dk × 10^n. */
    private static String ecmaScriptLayout(boolean negative, char[] digits, int k, int n) {
        StringBuilder text = new StringBuilder(k + 25);
        if (negative) {
            text.append('-');
        }
        if (k <= n && n <= 21) {
            text.append(digits, 0, k);
            text.append("0".repeat(n - k));
        } else if (0 < n && n <= 21) {
            text.append(digits, 0, n).append('.').append(digits, n, k - n);
        } else if (-6 < n && n <= 0) {
            text.append("0.").append("0".repeat(-n)).append(digits, 0, k);
        } else {
            text.append(digits[0]);
            if (k > 1) {
                text.append('.').append(digits, 1, k - 1);
            }
            int exponent = n - 1;
            text.append('e').append(exponent < 0 ? '-' : '+').append(Math.abs(exponent));
        }
        return text.toString();
    }
}
