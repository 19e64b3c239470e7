package dev.cairn.text.pii;

import static dev.cairn.text.pii.Scans.found;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PhonesTest {
    @ParameterizedTest
    @ValueSource(strings = {"+44 20 7946 0958", "+1 415-555-2671", "+14155552671", "+33 6 12 34 53 80",
        "+49 30 1234567", "+81 3-1234-5712", "+55 11 96123-4850", "(415) 555-2671", "415-555-2671", "415.555.2671",
        "415 555 2671", "1-415-555-2671", "+1 (415) 555-2671"})
    void findsInternationalAndUsNationalNumbers(String number) {
        assertThat(found("Reach me at " + number + ", thanks.")).containsExactly("PHONE " + number);
    }

    @ParameterizedTest
    @ValueSource(strings = {"tel: 4155552671", "Phone 4155552671", "call 4155552671", "WhatsApp: 4155552671"})
    void findsBareDigitsAfterACue(String text) {
        assertThat(found(text)).containsExactly("PHONE 4155552671");
    }

    @ParameterizedTest
    @ValueSource(strings = {"order 4155552671", "ts=20240115093000", "epoch 1700000000", "on 2024-01-15",
        "at 12:30:45", "version 1.2.3.4", "pi is 3.14159265", "lat 37.774929", "415-555-2671-1234",
        "415-555-2671:8080", "v415.555.2671", "1.415.555.2671.9", "total 1,415,555,267",
        "id 4155552671", "415-555-267", "+44 20 7946 095", "4111 1111 1111 1111", "ref 4206 5730 2615 3033 0086 78",
        "Phone:\norder 4155552671"})
    void ignoresNumbersThatAreNotPhones(String text) {
        assertThat(found(text)).noneMatch(s -> s.startsWith("PHONE"));
    }

    @Test
    void nationalFormatsFollowTheDefaultRegion() {
        IdentifierScanner germany = new IdentifierScanner("DE");
        assertThat(found(germany, "Büro: 030 1234567")).containsExactly("PHONE 030 1234567");
        assertThat(found("Office: 030 1234567")).isEmpty();
        assertThat(found(germany, "+1 415-555-2671")).containsExactly("PHONE +1 415-555-2671");
    }

    @Test
    void rejectsUnknownRegions() {
        assertThatThrownBy(() -> new IdentifierScanner("XX")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new IdentifierScanner("us")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new IdentifierScanner(null)).isInstanceOf(IllegalArgumentException.class);
    }
}
