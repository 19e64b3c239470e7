package dev.cairn.text.pii;

import static dev.cairn.text.pii.Scans.found;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class IdentifierScannerTest {
    private static final String FORM = "name: Jane 👩‍💻 Doe\nemail: jane.doe@example.org\nphone: +44 20 7946 0958\n"
            + "card: 4111 1111 1111 1111\niban: DE89 3704 0044 0532 0130 00\nssn: 219-09-9998\nip: 2001:db8::1\n"
            + "btc: bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4\n";

    @Test
    void findsEveryTypeInOrderWithUtf16Offsets() {
        List<Identifier> found = Scans.US.scan(FORM);
        assertThat(found).extracting(Identifier::type).containsExactly(IdentifierType.EMAIL, IdentifierType.PHONE,
                IdentifierType.CREDIT_CARD, IdentifierType.IBAN, IdentifierType.US_SSN, IdentifierType.IP_ADDRESS,
                IdentifierType.CRYPTO_ADDRESS);
        Identifier email = found.get(0);
        assertThat(email.start()).isEqualTo(FORM.indexOf("jane.doe"));
        assertThat(FORM.substring(email.start(), email.end())).isEqualTo("jane.doe@example.org");
        for (int k = 1; k < found.size(); k++) {
            assertThat(found.get(k).start()).isGreaterThanOrEqualTo(found.get(k - 1).end());
        }
    }

    @Test
    void anEmailWinsOverTheNumberInsideIt() {
        assertThat(found("text 4155552671@vtext.example.com or +14155552671@sms.example.org"))
                .containsExactly("EMAIL 4155552671@vtext.example.com", "EMAIL +14155552671@sms.example.org");
    }

    @Test
    void labelsAreTheNames() {
        for (IdentifierType type : IdentifierType.values()) {
            assertThat(type.label()).isEqualTo(type.name());
        }
    }

    @Test
    void emptyAndPlainTextHaveNothing() {
        assertThat(Scans.US.scan("")).isEmpty();
        assertThat(Scans.US.scan("The quarterly report is attached; reply by Friday (10:00 at the latest).")).isEmpty();
    }

    @Test
    void isSafeToShareBetweenThreads() {
        List<Identifier> expected = Scans.US.scan(FORM);
        assertThat(IntStream.range(0, 200).parallel().mapToObj(i -> Scans.US.scan(FORM)).toList())
                .allMatch(expected::equals);
    }
}
