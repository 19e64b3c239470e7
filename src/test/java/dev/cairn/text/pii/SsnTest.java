package dev.cairn.text.pii;

import static dev.cairn.text.pii.Scans.found;
import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SsnTest {
    @ParameterizedTest
    @ValueSource(strings = {"219-09-9998", "001-01-0001", "665-99-9999", "667-12-3456", "899-45-6789",
        "536 22 1234"})
    void findsValidSsns(String ssn) {
        assertThat(found("Employee " + ssn + " on file")).containsExactly("US_SSN " + ssn);
    }

    @ParameterizedTest
    @ValueSource(strings = {"SSN: 219099998", "social security no. 219099998", "SSN#219099998"})
    void findsBareDigitsAfterACue(String text) {
        assertThat(found(text)).containsExactly("US_SSN 219099998");
    }

    @ParameterizedTest
    @ValueSource(strings = {"000-12-3456", "666-12-3456", "900-12-3456", "987-65-4320", "999-12-3456",
        "123-00-4567", "123-45-0000", "078-05-1120", "219-09-9999", "123-45-6789", "219-09 9998", "219-09-99981",
        "2219-09-9998", "219-09-9998.5", "12:219-09-9998", "order 219099998", "219-099-998"})
    void ignoresInvalidAndPublishedNumbers(String text) {
        assertThat(found("n " + text)).noneMatch(s -> s.startsWith("US_SSN"));
    }

    @Property
    void validRangesAreFoundAndTheReservedAreasAreNot(@ForAll @IntRange(min = 1, max = 999) int area,
            @ForAll @IntRange(min = 1, max = 99) int group, @ForAll @IntRange(min = 1, max = 9999) int serial) {
        String ssn = String.format("%03d-%02d-%04d", area, group, serial);
        boolean valid = area != 666 && area < 900 && !ssn.equals("078-05-1120") && !ssn.equals("219-09-9999")
                && !ssn.equals("123-45-6789");
        assertThat(found("SSN " + ssn + ".")).hasSize(valid ? 1 : 0);
    }
}
