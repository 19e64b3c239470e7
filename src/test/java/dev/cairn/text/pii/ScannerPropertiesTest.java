package dev.cairn.text.pii;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Any text, however malformed, scans without failing into sorted, disjoint spans inside the text. */
class ScannerPropertiesTest {
    @Property(tries = 2000)
    void spansAreSortedDisjointAndInBounds(@ForAll("identifierSoup") String text) {
        List<Identifier> found = Scans.US.scan(text);
        int previousEnd = 0;
        for (Identifier identifier : found) {
            assertThat(identifier.start()).isGreaterThanOrEqualTo(previousEnd);
            assertThat(identifier.end()).isLessThanOrEqualTo(text.length());
            previousEnd = identifier.end();
        }
    }

    private static final String BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

    @Provide
    Arbitrary<String> identifierSoup() {
        Arbitrary<String> pieces = Arbitraries.oneOf(
                Arbitraries.strings().withChars("0123456789 .-:+()@/,x").ofMaxLength(24),
                Arbitraries.strings().withChars("abcdefABCDEF0123456789:.").ofMaxLength(40),
                Arbitraries.strings().withChars(BASE58).ofMaxLength(36),
                Arbitraries.of("bc1q", "tb1p", "0x", "DE89", "@", "::", "+1 ", "(", ")", "\n", "é", "👩‍💻", "\uD800",
                        "jane@example.org", "4111 1111 1111 1111", "219-09-9998", "SSN ", "tel "));
        return pieces.list().ofMaxSize(12).map(list -> String.join("", list));
    }
}
