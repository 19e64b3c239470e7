package dev.cairn.text.redact;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.text.pii.PhoneDecoys;
import dev.cairn.text.secrets.SecretDetector;
import java.util.List;
import org.junit.jupiter.api.Test;

class RedactorTest {
    static final Redactor REDACTOR = new Redactor(new SecretDetector(new byte[32]), "US");

    static String redacted(String text) {
        return REDACTOR.redact(text, null).text();
    }

    @Test
    void placeholdersCountDistinctValuesPerTypeInOrderOfFirstAppearance() {
        assertThat(redacted("a@example.org, b@example.org, a@example.org; card 4111111111111111"))
                .isEqualTo("[EMAIL_1], [EMAIL_2], [EMAIL_1]; card [CREDIT_CARD_1]");
    }

    @Test
    void aCredentialWinsOverAnIdentifierInsideIt() {
        Redaction r = REDACTOR.redact("DATABASE_URL=postgres://app:Vq7rLm2xKp9w@db.example.com:5432/app", null);
        assertThat(r.text()).isEqualTo("DATABASE_URL=postgres://app:[PASSWORD_1]@db.example.com:5432/app");
        assertThat(r.replacements()).singleElement().satisfies(x -> {
            assertThat(x.source()).isEqualTo(Redactor.CREDENTIAL);
            assertThat(x.ruleId()).isEqualTo("postgres-url-password");
        });
    }

    @Test
    void credentialTypesNameWhatWasThere() {
        String jwt = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MjQyIiwibmFtZSI6IkphbmUifQ"
                + ".Qm9XqT7cV2nR8sLk3pZf5hYd1wGe6uJa0bNcXiMtKoE";
        assertThat(redacted("Authorization: Bearer " + jwt)).isEqualTo("Authorization: Bearer [JWT_1]");
        assertThat(redacted("password = \"Vq7r#Lm2xKp9w!\"")).isEqualTo("password = \"[PASSWORD_1]\"");
    }

    @Test
    void everyValueIsReplacedEvenBeyondTheListedThousand() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 1200; i++) {
            text.append("user").append(i).append("@example.org\n");
        }
        Redaction r = REDACTOR.redact(text.toString(), null);
        assertThat(r.truncated()).isTrue();
        assertThat(r.replacements()).hasSize(Redactor.MAX_LISTED);
        assertThat(r.summary().replacementCount()).isEqualTo(1200);
        assertThat(r.summary().distinctCounts()).containsEntry("EMAIL", 1200);
        assertThat(r.text()).doesNotContain("@example.org").contains("[EMAIL_1200]");
    }

    @Test
    void regionsAreCheckedAndTheDefaultIsUsedWhenNoneIsNamed() {
        assertThat(REDACTOR.knowsRegion("gb")).isTrue();
        assertThat(REDACTOR.knowsRegion("ZZ")).isFalse();
        assertThatThrownBy(() -> new Redactor(new SecretDetector(new byte[32]), "ZZ"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void nothingToRedactLeavesTheTextAsItWas() {
        Redaction r = REDACTOR.redact("v1.2.3 on 2024-01-15T09:30:00Z, order 20240115-7731", null);
        assertThat(r.changed()).isFalse();
        assertThat(r.text()).isEqualTo("v1.2.3 on 2024-01-15T09:30:00Z, order 20240115-7731");
    }

    @Test
    void referenceNumbersDatesAndOtherDecoysKeepEveryCharacter() {
        for (List<String> decoys : PhoneDecoys.ALL) {
            for (String decoy : decoys) {
                assertThat(redacted(decoy)).as(decoy).isEqualTo(decoy);
            }
        }
    }

    @Test
    void codesKeepTheirDigitsWhileAPhoneBesideThemGoes() {
        assertThat(redacted("Invoice INV-2024-004512: questions to +49 30 1234567 or (415) 555-2671."))
                .isEqualTo("Invoice INV-2024-004512: questions to [PHONE_1] or [PHONE_2].");
        assertThat(redacted("Bestellung PO-2025-1234567, Rückfragen unter Tel. 030/1234567"))
                .isEqualTo("Bestellung PO-2025-1234567, Rückfragen unter Tel. [PHONE_1]");
    }

    @Test
    void identifiersRightAfterUnspacedScriptsAreRedacted() {
        assertThat(redacted("請聯絡test@example.com，電話+81-3-1234-5678。"))
                .isEqualTo("請聯絡[EMAIL_1]，電話[PHONE_1]。");
    }

    @Test
    void otherCountriesNationalNumbersAreRedactedWithTheDefaultRegion() {
        assertThat(redacted("Bureau de Paris : 01 42 68 53 00, e-mail contact@exemple.fr"))
                .isEqualTo("Bureau de Paris : [PHONE_1], e-mail [EMAIL_1]");
        assertThat(redacted("Tel: (555) 010-4477")).isEqualTo("Tel: [PHONE_1]");
    }
}
