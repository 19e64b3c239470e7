package dev.cairn.pages;

import java.math.BigDecimal;
import java.util.Locale;

/** How the card page writes its figures: fixed English formats, whatever the server's locale. */
final class CardNumbers {
    private CardNumbers() {
    }

    /** A share from 0 to 1 as a percentage with one decimal, e.g. {@code 92.5 %}. */
    static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f %%", share * 100);
    }

    /** The same in words, for screen readers: {@code 92.5 percent}. */
    static String percentInWords(double share) {
        return String.format(Locale.ROOT, "%.1f percent", share * 100);
    }

    /** Milliseconds below ten seconds as {@code 850 ms}, longer ones in seconds ({@code 12.5 s}). */
    static String duration(long ms) {
        if (ms < 10_000) {
            return grouped(ms) + " ms";
        }
        return BigDecimal.valueOf(ms / 100, 1).stripTrailingZeros().toPlainString() + " s";
    }

    static String decimal(double number) {
        return String.format(Locale.ROOT, "%.1f", number);
    }

    static String observations(long count) {
        return grouped(count) + (count == 1 ? " observation" : " observations");
    }

    static String grouped(long number) {
        return String.format(Locale.ROOT, "%,d", number);
    }

    /** Micros as whole units of the quoted currency, whichever it was: 1 250 000 micros are 1.25. */
    static String units(long micros) {
        return BigDecimal.valueOf(micros, 6).stripTrailingZeros().toPlainString();
    }
}
