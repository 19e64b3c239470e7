package dev.cairn.text.pii;

import static dev.cairn.text.pii.Scans.found;
import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PaymentCardsTest {
    @ParameterizedTest
    @ValueSource(strings = {"4111111111111111", "4111 1111 1111 1111", "4111-1111-1111-1111", "5555555555554444",
        "2223003122003222", "378282246310005", "3782 822463 10005", "3782-822463-10005", "6011111111111117",
        "3530111333300000", "30569309025904", "3056 930902 5904", "4222222222222", "6200000000000005",
        "6759649826438453", "4111 1111 1111 1111 003"})
    void findsTestCardNumbers(String number) {
        assertThat(found("Card: " + number + ", exp 12/29.")).containsExactly("CREDIT_CARD " + number);
    }

    @ParameterizedTest
    @ValueSource(strings = {"4111111111111112", "4111 1111 1111 1121", "1234567812345670", "9111111111111111",
        "378282246310006", "37828224631000", "41111111111111110", "4111 11111 1111 111", "4111 1111-1111 1111",
        "4111  1111 1111 1111", "94111111111111111", "4111111111111111.5", "12:4111111111111111",
        "x4111111111111111", "4111 1111 1111 1111 2222 3333"})
    void ignoresNearMisses(String text) {
        assertThat(found("n " + text)).noneMatch(s -> s.startsWith("CREDIT_CARD"));
    }

    @Property
    void anyLuhnValidVisaIsFoundInASentence(@ForAll("visaBodies") String body) {
        String card = body + checkDigit(body);
        assertThat(found("Please charge " + card + " today.")).containsExactly("CREDIT_CARD " + card);
    }

    @Property
    void anySingleDigitChangeIsNotACard(@ForAll("visaBodies") String body, @ForAll @IntRange(max = 15) int at,
            @ForAll @IntRange(min = 1, max = 9) int delta) {
        String card = body + checkDigit(body);
        char changed = (char) ('0' + (card.charAt(at) - '0' + delta) % 10);
        String altered = card.substring(0, at) + changed + card.substring(at + 1);
        assertThat(found("Please charge " + altered + " today.")).noneMatch(s -> s.startsWith("CREDIT_CARD"));
    }

    @Provide
    Arbitrary<String> visaBodies() {
        return Arbitraries.strings().numeric().ofLength(14).map(digits -> "4" + digits);
    }

    private static char checkDigit(String body) {
        for (char d = '0'; d <= '9'; d++) {
            if (Luhn.isValid(body + d)) {
                return d;
            }
        }
        throw new AssertionError("no check digit for " + body);
    }
}
