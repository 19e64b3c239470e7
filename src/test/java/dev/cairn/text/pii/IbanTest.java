package dev.cairn.text.pii;

import static dev.cairn.text.pii.Scans.found;
import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class IbanTest {
    private static final String[] VALID = {"DE89370400440532013000", "GB82WEST12345698765432",
        "FR1420041010050500013M02606", "NL91ABNA0417164300", "BE68539007547034", "CH9300762011623852957",
        "NO9386011117947", "MT84MALT011000012345MTLCAST001S", "SA0380000000608010167519"};

    @ParameterizedTest
    @ValueSource(strings = {"DE89370400440532013000", "DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432",
        "GB82 WEST 1234 5698 7654 32", "FR1420041010050500013M02606", "NL91ABNA0417164300", "BE68539007547034",
        "CH9300762011623852957", "NO9386011117947", "NO93 8601 1117 947", "MT84MALT011000012345MTLCAST001S",
        "de89370400440532013000", "gb82 west 1234 5698 7654 32",
        "SA0380000000608010167519"})
    void findsRegisteredIbans(String iban) {
        assertThat(found("Pay to IBAN " + iban + ". Thanks")).containsExactly("IBAN " + iban);
    }

    @ParameterizedTest
    @ValueSource(strings = {"DE89370400440532013001", "DE88370400440532013000", "DE8937040044053201300",
        "DE893704004405320130000", "DE89 3704 0044 0532 0130 0", "DE89 37040044 0532 0130 00", "XX89370400440532013000",
        "De89370400440532013000", "GB82West12345698765432", "DE89370400440532013000X", "aDE89370400440532013000",
        "GB82WEST1234569876543",
        "DE89  3704 0044 0532 0130 00"})
    void ignoresNearMisses(String text) {
        assertThat(found("iban " + text + " end")).noneMatch(s -> s.startsWith("IBAN"));
    }

    @Property
    void anySingleCharacterChangeFailsTheCheck(@ForAll @IntRange(max = 8) int which, @ForAll @IntRange(max = 40) int at,
            @ForAll @IntRange(min = 1, max = 9) int delta) {
        String iban = VALID[which];
        int position = 2 + at % (iban.length() - 2);
        char c = iban.charAt(position);
        char changed = Chars.isDigit(c) ? (char) ('0' + (c - '0' + delta) % 10) : (char) ('A' + (c - 'A' + delta) % 26);
        String altered = iban.substring(0, position) + changed + iban.substring(position + 1);
        assertThat(Iban.isValid(iban)).isTrue();
        assertThat(Iban.isValid(altered)).isFalse();
    }
}
